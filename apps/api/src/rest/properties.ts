import { propertyPayloadSchema } from '@cre/underwriting';
import { z } from 'zod';
import { PROJECT_NOT_FOUND_MESSAGE } from '../trpc/routers/properties.js';
import { defineRoute, type RestRoute } from './define.js';
import { messageSchema, propertySchema } from './output-schemas.js';

const tag = 'Projects';

export const propertyRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/properties',
    tag,
    summary: 'Save a project: creates one, or updates yours when `id` is given (requires a verified email)',
    auth: true,
    body: propertyPayloadSchema,
    response: { status: 200, description: 'The saved project with tenantLeases', schema: propertySchema },
    errors: [400, 401, 403, 404],
    handle: ({ caller, body }) => caller.properties.save(body),
  }),
  {
    method: 'GET',
    path: '/api/properties',
    tag,
    summary: 'Your projects, most recently updated first, each with every input field and tenantLeases',
    auth: true,
    response: { status: 200, description: 'Projects', schema: z.array(propertySchema) },
    errors: [401],
    handle: ({ caller }) => caller.properties.list(),
  },
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
