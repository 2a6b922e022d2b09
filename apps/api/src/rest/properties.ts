import { z } from 'zod';
import { splitPageJson } from '../trpc/paging.js';
import { PROJECT_NOT_FOUND_MESSAGE } from '../trpc/routers/properties.js';
import { PROJECTS_PAGE_LIMIT, projectSaveInput } from '../trpc/schemas.js';
import { defineRoute, type RestRoute } from './define.js';
import { messageSchema, propertySchema } from './output-schemas.js';
import { PAGE_HEADERS, pageQuery, pageQuerySchema, setPageHeaders } from './paging.js';

const tag = 'Projects';

export const propertyRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/properties',
    tag,
    summary: 'Save a project: creates one, or updates yours when `id` is given (requires a verified email)',
    auth: true,
    body: projectSaveInput,
    response: { status: 200, description: 'The saved project with tenantLeases', schema: propertySchema },
    errors: [400, 401, 403, 404],
    handle: ({ caller, body }) => caller.properties.save(body),
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
      const page = splitPageJson(await caller.properties.page(pageQuery(query)));
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
    response: { status: 200, description: 'The project', schema: propertySchema },
    errors: [401, 404],
    handle: ({ caller, id }) => caller.properties.get({ id }),
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
