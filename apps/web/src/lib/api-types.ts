import type { RouterOutputs } from '@cre/api';

/**
 * The server's data as the web app receives it, named once from the API's inferred tRPC outputs
 * (dates arrive as ISO strings). Screens import these names instead of restating the shapes.
 */

/** The signed-in user (`auth.me` when signed in). */
export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;

/** Public configuration (`config.get`): product title, broker details, admin email, development mode. */
export type BrokerConfig = RouterOutputs['config']['get'];

/** A saved project with its rent roll, as `properties.get` and the lists serve it. */
export type ProjectListItem = RouterOutputs['properties']['list'][number];

/** A published post in the market-insights list (`blog.list`, no content). */
export type BlogPostSummary = RouterOutputs['blog']['list'][number];

/** A full post (`blog.get`). */
export type BlogPost = NonNullable<RouterOutputs['blog']['get']>;

/** A user row of the admin console (`admin.usersPage`). */
export type AdminUser = RouterOutputs['admin']['usersPage']['items'][number];

/** A property in an admin user row. */
export type AdminProperty = AdminUser['properties'][number];
