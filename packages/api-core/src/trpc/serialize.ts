import type { BlogPost, BlogPostSummary, Property, PropertySummary, User, UserWithProperties } from '@cre/db';
import { isAdminUser } from './trpc.js';

/** `T` as it travels over JSON: every `Date` becomes an ISO string. */
export type Jsonify<T> = T extends Date
  ? string
  : T extends Array<infer U>
    ? Array<Jsonify<U>>
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

const iso = (d: Date): string => d.toISOString();
const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The user as the client sees it (the body of `GET /api/user`): never the password hash. */
export interface PublicUser {
  id: number;
  email: string;
  isEmailVerified: boolean;
  isAdmin: boolean;
  createdAt: string;
}

/** Maps a stored user to {@link PublicUser}; ADMIN_EMAIL is always an admin. */
export function toPublicUser(user: User, adminEmail: string): PublicUser {
  return {
    id: user.id,
    email: user.email,
    isEmailVerified: user.isEmailVerified,
    isAdmin: isAdminUser(user, adminEmail),
    createdAt: iso(user.createdAt),
  };
}

/** A project without its rent roll, dates as ISO strings. */
export function toApiPropertySummary(p: PropertySummary): Jsonify<PropertySummary> {
  return {
    ...p,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    lastAccessedAt: isoOrNull(p.lastAccessedAt),
  };
}

/** A saved project with `tenantLeases`, dates as ISO strings. */
export function toApiProperty(p: Property): Jsonify<Property> {
  return {
    ...p,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    lastAccessedAt: isoOrNull(p.lastAccessedAt),
  };
}

/** A blog post (or its summary), dates as ISO strings. */
export function toApiPost<T extends BlogPostSummary | BlogPost>(post: T): Jsonify<T> {
  return {
    ...post,
    publishedAt: isoOrNull(post.publishedAt),
    createdAt: iso(post.createdAt),
    updatedAt: iso(post.updatedAt),
  } as Jsonify<T>;
}

/** An admin-list row: the user with `propertyCount` and `properties`. */
export function toApiAdminUser(u: UserWithProperties, adminEmail: string) {
  return {
    id: u.id,
    email: u.email,
    isEmailVerified: u.isEmailVerified,
    isAdmin: isAdminUser(u, adminEmail),
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
    propertyCount: u.propertyCount,
    properties: u.properties.map(toApiPropertySummary),
  };
}
