import { type RawBuilder, sql } from 'kysely';
import type { PropertySummary, UserWithProperties } from '../domain.js';
import { isRowId } from '../ids.js';
import type { Db, PropertyRow, UserRow } from '../schema.js';
import { LEASES_JSON, PROPERTY_COLUMNS } from './property-json.js';
import { toPropertySummary } from './property-rows.js';
import { SCENARIOS_JSON } from './property-scenarios.js';
import { toUser, USER_COLUMNS } from './users.js';

/** The most rows one page may hold. */
export const PAGE_LIMIT_MAX = 200;
/**
 * The most bytes of JSON the items of one page of projects (with their rent rolls) may hold: 2 MiB.
 * A page that would pass it ends early, with a cursor to the rest, whatever its `limit`; its
 * first project is always included, so a page is never empty while projects remain.
 */
export const PAGE_BYTES_MAX = 1024 * 1024;
/** How many of a user's most recently updated projects an admin-list row carries. */
export const ADMIN_RECENT_PROPERTIES = 5;

/** Which page: at most `limit` rows after `cursor` (absent: the first page), matching `q`. */
export interface PageRequest {
  /** 1..{@link PAGE_LIMIT_MAX} (clamped into that range here). */
  limit: number;
  /** Opaque, from the previous page's `nextCursor`. */
  cursor?: string | null;
  /** Case-insensitive "contains" search; blank means none. */
  q?: string | null;
  /** Projects pages only: the byte cap of the page's items (default {@link PAGE_BYTES_MAX}). */
  maxBytes?: number;
}

/** One page: its rows, the cursor of the next page (null on the last) and the total matching `q`. */
export interface Page<T> {
  items: T;
  nextCursor: string | null;
  total: number;
}

/** A cursor that this code did not make (or that names a row key it cannot have). */
export class InvalidCursorError extends Error {
  constructor() {
    super('cursor is not valid');
    this.name = 'InvalidCursorError';
  }
}

const clampLimit = (limit: number) => Math.min(PAGE_LIMIT_MAX, Math.max(1, Math.trunc(limit) || 1));

/** The keyset cursor of a row: base64url of its sort key as JSON. */
const encodeCursor = (key: readonly unknown[]): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string | null | undefined): unknown[] | null {
  if (cursor === undefined || cursor === null) return null;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw new InvalidCursorError();
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key)) return key;
  } catch {
    // not JSON
  }
  throw new InvalidCursorError();
}

/** A UTC timestamp with microseconds, as `to_char(... 'US')` writes it. */
const TIMESTAMP_KEY = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\.\d{6}Z$/;

/** `[updatedAt (µs text), id]`, the sort key of a project in list order. */
function projectKey(cursor: string | null | undefined): { updatedAt: string; id: number } | null {
  const key = decodeCursor(cursor);
  if (!key) return null;
  const [updatedAt, id] = key;
  const match = typeof updatedAt === 'string' ? TIMESTAMP_KEY.exec(updatedAt) : null;
  // A real calendar time (no 30 February; year 1 to 9999: PostgreSQL has no year 0) and a row
  // id, so the database never sees a value it rejects.
  const seconds = match ? new Date(`${match[1]}Z`) : null;
  if (
    key.length !== 2 ||
    !seconds ||
    Number.isNaN(seconds.getTime()) ||
    seconds.getUTCFullYear() < 1 ||
    seconds.toISOString().slice(0, 19) !== match?.[1] ||
    typeof id !== 'number' ||
    !isRowId(id)
  ) {
    throw new InvalidCursorError();
  }
  return { updatedAt: updatedAt as string, id };
}

/** `[id]`, the sort key of a user in account order. */
function userKey(cursor: string | null | undefined): number | null {
  const key = decodeCursor(cursor);
  if (!key) return null;
  const [id] = key;
  if (key.length !== 1 || typeof id !== 'number' || !isRowId(id)) throw new InvalidCursorError();
  return id;
}

/** `%q%` with LIKE's wildcards and escape character taken literally; null for a blank search. */
function containsPattern(q: string | null | undefined): string | null {
  const text = q?.trim() ?? '';
  return text ? `%${text.replace(/[\\%_]/g, '\\$&')}%` : null;
}

/** Fragments shorter than this are searched through `users.email_grams` (trigrams need 3). */
const TRIGRAM_LENGTH = 3;

/**
 * The email contains `q` (case-insensitive), or true for a blank search: `like '%q%'` (the trigram
 * index) for three characters or more, the one- and two-character index (migration 008) below.
 */
function emailSearch(q: string | null | undefined): RawBuilder<unknown> {
  const text = q?.trim() ?? '';
  if (!text) return sql`true`;
  if ([...text].length < TRIGRAM_LENGTH) {
    return sql`u.email_grams @> array[lower(${text})]`;
  }
  return sql`lower(u.email) like lower(${containsPattern(text)})`;
}

/** A project's `updated_at` as its cursor text (UTC, microseconds: the full precision). */
const updatedAtKey = (alias: string) =>
  sql.raw(`to_char(${alias}.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** Project name, address or city contains `pattern` (case-insensitive), or true without one. */
function projectSearch(alias: string, pattern: string | null): RawBuilder<unknown> {
  if (pattern === null) return sql`true`;
  const column = (name: string) => sql.raw(`lower(${alias}.${name})`);
  return sql`(${column('name')} like lower(${pattern}) or ${column('address')} like lower(${pattern}) or ${column('city')} like lower(${pattern}))`;
}

/** After the cursor in list order (most recently updated first, ties by id), or true without one. */
function projectAfter(alias: string, key: { updatedAt: string; id: number } | null): RawBuilder<unknown> {
  if (key === null) return sql`true`;
  return sql`(${sql.raw(`${alias}.updated_at`)}, ${sql.raw(`${alias}.id`)}) < (${key.updatedAt}::timestamptz, ${key.id}::integer)`;
}

/**
 * One page of the user's projects exactly as `listPropertiesJson` writes them (with rent rolls),
 * most recently updated first (ties by id, highest first), as JSON text built by PostgreSQL, with
 * the next page's cursor and the number of projects matching `q` (name, address or city
 * containing it, case-insensitively). A keyset page: one index range scan from the cursor on
 * `properties (user_id, updated_at desc, id desc)`, whatever page it is.
 * Throws {@link InvalidCursorError} for a cursor it did not make.
 */
export async function listPropertiesPageJson(
  db: Db,
  userId: number,
  request: PageRequest,
): Promise<Page<string>> {
  const limit = clampLimit(request.limit);
  const after = projectKey(request.cursor);
  if (!isRowId(userId)) return { items: '[]', nextCursor: null, total: 0 };
  const search = projectSearch('p', containsPattern(request.q));
  const maxBytes = Math.max(1, Math.trunc(request.maxBytes ?? PAGE_BYTES_MAX));
  const result = await sql<{
    json: string;
    fetched: number;
    kept: number;
    last_key: string | null;
    last_id: number | null;
    total: number;
  }>`
    with page as (
      select s.id, s.key, row_number() over (order by s.updated_at desc, s.id desc) as n
      from (
        select p.id, p.updated_at, ${updatedAtKey('p')} as key
        from properties p
        where p.user_id = ${userId} and ${search} and ${projectAfter('p', after)}
        order by p.updated_at desc, p.id desc
        limit ${limit + 1}
      ) s
    ),
    items as (
      select k.n, k.key, k.id, row_to_json(pj)::text as j
      from page k
      join properties p on p.id = k.id
      cross join lateral (select ${sql.raw([...PROPERTY_COLUMNS, `${LEASES_JSON} as "tenantLeases"`, `${SCENARIOS_JSON} as "scenarios"`].join(', '))}) pj
      where k.n <= ${limit}
    ),
    kept as (
      select n, key, id, j from (
        select n, key, id, j, sum(octet_length(j) + 1) over (order by n) as running from items
      ) sized
      where n = 1 or running <= ${maxBytes}
    )
    select
      (select coalesce('[' || string_agg(j, ',' order by n) || ']', '[]') from kept) as json,
      (select count(*) from page) as fetched,
      (select count(*) from kept) as kept,
      (select k.key from kept k order by k.n desc limit 1) as last_key,
      (select k.id from kept k order by k.n desc limit 1) as last_id,
      (select count(*) from properties p where p.user_id = ${userId} and ${search}) as total
  `.execute(db);
  const row = result.rows[0];
  const json = row?.json ?? '[]';
  // More rows than this page kept (past `limit`, or cut at the byte cap): the cursor goes on.
  const nextCursor =
    row && Number(row.fetched) > Number(row.kept) && row.last_key !== null && row.last_id !== null
      ? encodeCursor([row.last_key, Number(row.last_id)])
      : null;
  return { items: json, nextCursor, total: Number(row?.total ?? 0) };
}

type KeyedRow = PropertyRow & { sort_key: string };

/**
 * One page of a user's projects without rent rolls (the admin view of "the rest" of a user's
 * list), in list order, with the next cursor and the total matching `q`. Cursors are those of
 * {@link listPropertiesPageJson} (and an admin row's `propertiesCursor`).
 */
export async function listUserPropertiesPage(
  db: Db,
  userId: number,
  request: PageRequest,
): Promise<Page<PropertySummary[]>> {
  const limit = clampLimit(request.limit);
  const after = projectKey(request.cursor);
  if (!isRowId(userId)) return { items: [], nextCursor: null, total: 0 };
  const search = projectSearch('p', containsPattern(request.q));
  const rows = await sql<KeyedRow>`
    select p.*, ${updatedAtKey('p')} as sort_key
    from properties p
    where p.user_id = ${userId} and ${search} and ${projectAfter('p', after)}
    order by p.updated_at desc, p.id desc
    limit ${limit + 1}`.execute(db);
  const total = await sql<{ n: number }>`
    select count(*) as n from properties p where p.user_id = ${userId} and ${search}`.execute(db);
  const page = rows.rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toPropertySummary),
    nextCursor: rows.rows.length > limit && last ? encodeCursor([last.sort_key, last.id]) : null,
    total: Number(total.rows[0]?.n ?? 0),
  };
}

/** An admin-list row of a page: the cursor after its recent projects, when it has more. */
export type AdminUserRow = UserWithProperties & { propertiesCursor: string | null };

/**
 * One page of users in account order (oldest first, by id), each with `propertyCount` and their
 * {@link ADMIN_RECENT_PROPERTIES} most recently updated projects (without rent rolls), and
 * `propertiesCursor`, the cursor that continues their list after those (null when there are no
 * more). `q` matches the email (contains, case-insensitive). Four queries whatever the page size.
 */
export async function listUsersPage(db: Db, request: PageRequest): Promise<Page<AdminUserRow[]>> {
  const limit = clampLimit(request.limit);
  const afterId = userKey(request.cursor);
  const search = emailSearch(request.q);
  const users = await sql<Pick<UserRow, (typeof USER_COLUMNS)[number]>>`
    select ${sql.raw(USER_COLUMNS.map((c) => `u.${c}`).join(', '))}
    from users u
    where ${search} and ${afterId === null ? sql`true` : sql`u.id > ${afterId}`}
    order by u.id asc
    limit ${limit + 1}`.execute(db);
  const total = await sql<{ n: number }>`select count(*) as n from users u where ${search}`.execute(db);
  const page = users.rows.slice(0, limit).map(toUser);
  const ids = page.map((u) => u.id);
  const recent = new Map<number, KeyedRow[]>();
  const counts = new Map<number, number>();
  if (ids.length > 0) {
    const idList = sql.join(ids);
    const rows = await sql<KeyedRow>`
      select r.* from users u
      cross join lateral (
        select p.*, ${updatedAtKey('p')} as sort_key from properties p
        where p.user_id = u.id
        order by p.updated_at desc, p.id desc
        limit ${ADMIN_RECENT_PROPERTIES}
      ) r
      where u.id in (${idList})`.execute(db);
    for (const row of rows.rows) {
      const list = recent.get(row.user_id) ?? [];
      list.push(row);
      recent.set(row.user_id, list);
    }
    const countRows = await sql<{ user_id: number; n: number }>`
      select p.user_id, count(*) as n from properties p where p.user_id in (${idList}) group by p.user_id`.execute(
      db,
    );
    for (const row of countRows.rows) counts.set(row.user_id, Number(row.n));
  }
  const items = page.map((user): AdminUserRow => {
    const { passwordHash: _omit, ...fields } = user;
    const rows = (recent.get(user.id) ?? []).sort((a, b) =>
      a.sort_key === b.sort_key ? b.id - a.id : a.sort_key < b.sort_key ? 1 : -1,
    );
    const propertyCount = counts.get(user.id) ?? 0;
    const last = rows.at(-1);
    return {
      ...fields,
      propertyCount,
      properties: rows.map(toPropertySummary),
      propertiesCursor: propertyCount > rows.length && last ? encodeCursor([last.sort_key, last.id]) : null,
    };
  });
  const lastUser = page.at(-1);
  return {
    items,
    nextCursor: users.rows.length > limit && lastUser ? encodeCursor([lastUser.id]) : null,
    total: Number(total.rows[0]?.n ?? 0),
  };
}
