import { SaveConflictError } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { PROJECT_NOT_FOUND_MESSAGE } from '../trpc/routers/properties.js';
import { PROJECTS_PAGE_LIMIT, projectSaveInput } from '../trpc/schemas.js';
import { defineRoute, type RestRoute } from './define.js';
import { etagOf, versionFromIfMatch } from './etag.js';
import { messageSchema, propertySchema } from './output-schemas.js';
import { PreparedPages } from './page-bodies.js';
import { PAGE_HEADERS, pageQuery, pageQuerySchema, setPageHeaders } from './paging.js';

const tag = 'Projects';

/** Pages of project lists as sent, so a repeated read sends bytes made once (see PreparedPages). */
const preparedPages = new PreparedPages();

const ETAG_HEADER = {
  ETag: {
    description:
      'The project\'s version as an ETag (`"3"`): send it back as If-Match (or `version`) when saving an edit',
    schema: { type: 'string' },
  },
};

/** The 400 of a save whose `version` and `If-Match` name different versions. */
export const VERSION_MISMATCH_MESSAGE = 'version and If-Match name different versions of the project';

export const propertyRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/properties',
    tag,
    summary: 'Save a project: creates one, or updates yours when `id` is given (requires a verified email)',
    description:
      'Edit conflicts: name the version the edit is based on, as `version` in the body or as `If-Match: "<version>"` (the ETag of the project read or of the last save). If the project was changed since, nothing is saved: 409 `{ "message": "This project was changed elsewhere", "code": "CONFLICT", "currentVersion": n }` with the current ETag. Naming no version keeps last-writer-wins. If-Match on a new project (no `id`) is ignored.',
    auth: true,
    body: projectSaveInput,
    headerParams: {
      'If-Match': {
        description:
          'The ETag of the version this edit is based on (e.g. `"3"`); `*` or absent: any version. Same as `version` in the body; both must agree.',
        schema: { type: 'string' },
      },
    },
    response: {
      status: 200,
      description: 'The saved project with tenantLeases',
      schema: propertySchema,
      headers: ETAG_HEADER,
    },
    errors: [400, 401, 403, 404, 409],
    handle: async ({ caller, body, req, reply }) => {
      const named = versionFromIfMatch(req.headers['if-match']);
      let input = body;
      if (named !== undefined && body && typeof body === 'object' && !Array.isArray(body)) {
        if (body.version !== undefined && body.version !== null && body.version !== named) {
          throw new TRPCError({ code: 'BAD_REQUEST', message: VERSION_MISMATCH_MESSAGE });
        }
        input = { ...body, version: named };
      }
      try {
        const saved = await caller.properties.save(input);
        reply.header('ETag', etagOf(saved.version));
        return saved;
      } catch (error) {
        if (error instanceof TRPCError && error.cause instanceof SaveConflictError) {
          reply.header('ETag', etagOf(error.cause.currentVersion));
        }
        throw error;
      }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/properties',
    tag,
    summary:
      'Your projects, most recently updated first (ties by id), each with every input field and tenantLeases: one page',
    description:
      'Keyset pages: follow the `Link: <…>; rel="next"` header until it is absent; `X-Total-Count` is the number of projects matching `q` (name, address or city contains it, case-insensitively).',
    auth: true,
    query: pageQuerySchema(PROJECTS_PAGE_LIMIT, 'the project name, address or city'),
    response: {
      status: 200,
      description: 'One page of projects',
      schema: z.array(propertySchema),
      headers: PAGE_HEADERS,
    },
    errors: [400, 401],
    handle: async ({ caller, query, req, reply }) => {
      const page = preparedPages.get((await caller.properties.page(pageQuery(query))).text);
      setPageHeaders(req, reply, page);
      return page.items;
    },
  }),
  {
    method: 'GET',
    path: '/api/properties/recent',
    tag,
    summary: 'The most recently accessed or updated project, or null',
    auth: true,
    response: { status: 200, description: 'The project or null', schema: propertySchema.nullable() },
    errors: [401],
    handle: ({ caller }) => caller.properties.recent(),
  },
  {
    method: 'GET',
    path: '/api/properties/:id',
    tag,
    summary: 'One of your projects with every input field and tenantLeases',
    auth: true,
    idNotFound: PROJECT_NOT_FOUND_MESSAGE,
    response: { status: 200, description: 'The project', schema: propertySchema, headers: ETAG_HEADER },
    errors: [401, 404],
    handle: async ({ caller, id, reply }) => {
      const project = await caller.properties.get({ id });
      reply.header('ETag', etagOf(project.version));
      return project;
    },
  },
  {
    method: 'POST',
    path: '/api/properties/:id/access',
    tag,
    summary: 'Record that a project was opened',
    auth: true,
    idNotFound: PROJECT_NOT_FOUND_MESSAGE,
    response: { status: 204, description: 'Recorded' },
    errors: [401, 404],
    handle: ({ caller, id }) => caller.properties.access({ id }),
  },
  {
    method: 'DELETE',
    path: '/api/properties/:id',
    tag,
    summary: 'Delete one of your projects',
    auth: true,
    idNotFound: PROJECT_NOT_FOUND_MESSAGE,
    response: { status: 200, description: 'Deleted', schema: messageSchema },
    errors: [401, 404],
    handle: ({ caller, id }) => caller.properties.delete({ id }),
  },
];
