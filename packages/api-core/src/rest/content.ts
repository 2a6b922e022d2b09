import { z } from 'zod';
import { contactInput, leadInput, PROJECTS_PAGE_LIMIT, USERS_PAGE_LIMIT } from '../trpc/schemas.js';
import { defineRoute, type RestRoute } from './define.js';
import {
  adminUserPageRowSchema,
  blogPostSchema,
  blogPostSummarySchema,
  configSchema,
  messageSchema,
  messageWithModeSchema,
  propertySummarySchema,
} from './output-schemas.js';
import { PAGE_HEADERS, pageQuery, pageQuerySchema, setPageHeaders } from './paging.js';

export const contentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/blog/posts',
    tag: 'Market insights',
    summary: 'Published posts, newest first (public; no content)',
    response: { status: 200, description: 'Posts', schema: z.array(blogPostSummarySchema) },
    errors: [],
    handle: ({ caller }) => caller.blog.list(),
  },
  {
    method: 'GET',
    path: '/api/blog/posts/:id',
    tag: 'Market insights',
    summary: 'One published post with its content (signed-in users only)',
    auth: true,
    idNotFound: 'Post not found',
    response: { status: 200, description: 'The post', schema: blogPostSchema },
    errors: [401, 404],
    handle: ({ caller, id }) => caller.blog.get({ id }),
  },
  defineRoute({
    method: 'POST',
    path: '/api/leads',
    tag: 'Outreach',
    summary: 'Register interest; the lead is emailed the Owner’s Playbook link',
    body: leadInput,
    response: { status: 200, description: 'Stored', schema: messageWithModeSchema },
    errors: [400, 429],
    handle: ({ caller, body }) => caller.leads.create(body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/contact',
    tag: 'Outreach',
    summary: 'Send a message to the broker (BROKER_EMAIL)',
    body: contactInput,
    response: { status: 200, description: 'Sent', schema: messageWithModeSchema },
    errors: [400, 429, 503],
    handle: ({ caller, body }) => caller.contact.send(body),
  }),
  {
    method: 'POST',
    path: '/api/playbook',
    tag: 'Outreach',
    summary: 'Email the signed-in user a link to the Owner’s Playbook',
    auth: true,
    response: { status: 200, description: 'Sent', schema: messageWithModeSchema },
    errors: [401, 429, 503],
    handle: ({ caller }) => caller.playbook.request(),
  },
  {
    method: 'GET',
    path: '/api/config',
    tag: 'System',
    summary: 'Public settings: product title, broker details, admin email, development mode',
    response: { status: 200, description: 'Settings', schema: configSchema },
    errors: [],
    handle: ({ caller }) => caller.config.get(),
  },
  defineRoute({
    method: 'GET',
    path: '/api/admin/users-with-properties',
    tag: 'Admin',
    summary:
      'Users in account order (oldest first), each with propertyCount and their 5 most recently updated properties: one page (admins only)',
    description:
      'Keyset pages: follow the `Link: <…>; rel="next"` header until it is absent; `X-Total-Count` is the number of users whose email contains `q`. A user with more than 5 projects has `propertiesCursor`, the `cursor` of `GET /api/admin/users/{id}/properties` that continues after them.',
    auth: true,
    query: pageQuerySchema(USERS_PAGE_LIMIT, 'the user’s email'),
    response: {
      status: 200,
      description: 'One page of users',
      schema: z.array(adminUserPageRowSchema),
      headers: PAGE_HEADERS,
    },
    errors: [400, 401, 403],
    handle: async ({ caller, query, req, reply }) => {
      const page = await caller.admin.usersPage(pageQuery(query));
      setPageHeaders(req, reply, page);
      return page.items;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id/properties',
    tag: 'Admin',
    summary: 'One user’s projects without rent rolls, most recently updated first: one page (admins only)',
    description:
      'Keyset pages like `GET /api/properties` (`Link`, `X-Total-Count`, `q` on name, address or city); start from a user row’s `propertiesCursor` to list the projects after the 5 the admin list shows.',
    auth: true,
    idNotFound: 'User not found',
    query: pageQuerySchema(PROJECTS_PAGE_LIMIT, 'the project name, address or city'),
    response: {
      status: 200,
      description: 'One page of projects',
      schema: z.array(propertySummarySchema),
      headers: PAGE_HEADERS,
    },
    errors: [400, 401, 403, 404],
    handle: async ({ caller, id, query, req, reply }) => {
      const page = await caller.admin.userProperties({ id, ...pageQuery(query) });
      setPageHeaders(req, reply, page);
      return page.items;
    },
  }),
  {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    tag: 'Admin',
    summary: 'Delete a user and everything they own (never yourself, never ADMIN_EMAIL)',
    auth: true,
    idNotFound: 'User not found',
    response: { status: 200, description: 'Deleted', schema: messageSchema },
    errors: [401, 403, 404],
    handle: ({ caller, id }) => caller.admin.deleteUser({ id }),
  },
];
