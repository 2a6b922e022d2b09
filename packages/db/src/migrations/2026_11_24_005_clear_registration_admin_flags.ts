import { type Kysely, sql } from 'kysely';

/**
 * Until now the stored admin flag was set only when someone registered the ADMIN_EMAIL address,
 * verified or not, and it outlived a change of ADMIN_EMAIL. Admin rights are now decided at each
 * request from the current ADMIN_EMAIL and a verified email (docs/security.md), so those flags are
 * cleared; from here on the flag is set only by an operator (`update users set is_admin = true …`).
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update users set is_admin = false where is_admin`.execute(db);
}

/** Nothing to restore: the cleared flags only repeated what ADMIN_EMAIL now decides. */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(_db: Kysely<any>): Promise<void> {}
