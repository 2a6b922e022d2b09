import { type Kysely, sql } from 'kysely';

/**
 * Account tokens (issue 23): single-use links for a password reset and for confirming a new email
 * address. Only the SHA-256 hex of a token is kept (`token_hash`, unique); using a token deletes
 * its row, and deleting the user deletes their tokens (ON DELETE CASCADE). `new_email` is the
 * address an `email_change` token confirms (null for a password reset).
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('password_reset', 'email_change')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('new_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'account_tokens_new_email_check',
      sql`(purpose = 'email_change') = (new_email is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('account_tokens_user_id_purpose_idx')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

/** Drops the table (every pending reset and email change link stops working). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
}
