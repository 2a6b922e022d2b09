import { type Kysely, sql } from 'kysely';

/** Channel on which session and user changes are announced (see `listenForSessionChanges`). */
export const SESSION_CHANGES_CHANNEL = 'cre_session_changes';

/**
 * Announces every change that can end or alter a signed-in session on a NOTIFY channel, so
 * that API processes may cache sessions in memory and still see a logout, a deleted user or a
 * verified email made by any process (or by hand in psql) within milliseconds:
 * - a deleted session, or one whose expiry was brought forward: payload `s:<session id>`;
 * - an updated or deleted user: payload `u:<user id>`.
 * Extending a session's idle expiry (the rolling timeout) announces nothing.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function cre_notify_session_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('cre_session_changes', 's:' || old.id);
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function cre_notify_user_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('cre_session_changes', 'u:' || old.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sessions_notify_delete after delete on sessions
    for each row execute function cre_notify_session_change()`.execute(db);
  await sql`
    create trigger sessions_notify_shorten after update on sessions
    for each row when (
      new.user_id <> old.user_id
      or new.expires_at < old.expires_at
      or new.idle_expires_at < old.idle_expires_at
    ) execute function cre_notify_session_change()`.execute(db);
  await sql`
    create trigger users_notify_change after update or delete on users
    for each row execute function cre_notify_user_change()`.execute(db);
}

/** Removes the triggers and their functions. */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists users_notify_change on users`.execute(db);
  await sql`drop trigger if exists sessions_notify_shorten on sessions`.execute(db);
  await sql`drop trigger if exists sessions_notify_delete on sessions`.execute(db);
  await sql`drop function if exists cre_notify_user_change()`.execute(db);
  await sql`drop function if exists cre_notify_session_change()`.execute(db);
}
