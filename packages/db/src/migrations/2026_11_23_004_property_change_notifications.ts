import { type Kysely, sql } from 'kysely';

/**
 * Announces every change to a user's projects or rent rolls on the session-change channel
 * (payload `p:<user id>`), so that API processes may cache a user's project list and still see
 * a save, delete or access made by any process within milliseconds. A lease change is announced
 * for the user owning its project (a lease deleted with its project is covered by the project's
 * own announcement).
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function cre_notify_property_change() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform pg_notify('cre_session_changes', 'p:' || old.user_id); end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.user_id <> old.user_id) then
        perform pg_notify('cre_session_changes', 'p:' || new.user_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function cre_notify_lease_change() returns trigger language plpgsql as $$
    declare owner integer;
    begin
      select user_id into owner from properties
        where id = case when tg_op = 'DELETE' then old.property_id else new.property_id end;
      if owner is not null then perform pg_notify('cre_session_changes', 'p:' || owner); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger properties_notify_change after insert or update or delete on properties
    for each row execute function cre_notify_property_change()`.execute(db);
  await sql`
    create trigger tenant_leases_notify_change after insert or update or delete on tenant_leases
    for each row execute function cre_notify_lease_change()`.execute(db);
}

/** Removes the triggers and their functions. */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists tenant_leases_notify_change on tenant_leases`.execute(db);
  await sql`drop trigger if exists properties_notify_change on properties`.execute(db);
  await sql`drop function if exists cre_notify_lease_change()`.execute(db);
  await sql`drop function if exists cre_notify_property_change()`.execute(db);
}
