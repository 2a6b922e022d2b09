import { z } from 'zod';

/** The `format` every backup header carries. */
export const BACKUP_FORMAT = 'cre-sale-analyzer-backup';
/** The version of the file layout written by this code (and the only one it reads). */
export const BACKUP_VERSION = 1;

/**
 * An error whose message is meant for the person running the command (the CLIs print it as is,
 * without a stack trace).
 */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/**
 * Column types written as native JSON values (booleans, 32-bit integers, strings). Every other
 * type (numeric, bigint, timestamps, jsonb, ...) is written as the database's own text for it,
 * so that no value passes through a JS float or a time-zone conversion.
 */
const NATIVE_TYPES: readonly string[] = ['boolean', 'smallint', 'integer', 'text'];

/** True when a column of `type` is read and written as a native JSON value (not as text). */
export function isNativeType(type: string): boolean {
  return NATIVE_TYPES.includes(type) || type.startsWith('character varying');
}

const columnSchema = z.object({
  name: z.string(),
  /** `format_type()` of the column when the backup was made. */
  type: z.string(),
  /** The next value its serial/identity sequence would have given (decimal text), if it has one. */
  next: z.string().regex(/^\d+$/).optional(),
});

const tableSchema = z.object({
  name: z.string(),
  columns: z.array(columnSchema),
  /** How many row lines follow the table's marker line. */
  rows: z.number().int().nonnegative(),
});

/**
 * The first line of a backup file. The rest of the file, in the header's table order, is for each
 * table a marker line `{"table": name}` followed by `rows` lines, each a JSON array of the row's
 * values in `columns` order.
 */
export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  /** ISO 8601 instant the backup's snapshot was taken. */
  createdAt: z.string(),
  /** The migrations applied to the backed-up database, in the order they ran. */
  migrations: z.array(z.string()),
  /** Every table of the public schema (Kysely's migration tables excepted), parents first. */
  tables: z.array(tableSchema),
});

/** A parsed {@link backupHeaderSchema}. */
export type BackupHeader = z.infer<typeof backupHeaderSchema>;
/** One table's entry in a {@link BackupHeader}. */
export type BackupTable = BackupHeader['tables'][number];

/** The marker line that starts a table's rows. */
export const tableMarkerSchema = z.object({ table: z.string() });

/** One value of a row line: what {@link isNativeType} columns hold, or text, or null. */
export type BackupValue = string | number | boolean | null;

/** A row line: a JSON array of scalar values. */
export const rowSchema = z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** Row counts of one backup or restore, per table in order. */
export interface BackupSummary {
  tables: Array<{ name: string; rows: number }>;
  /** Sum of the tables' rows. */
  rows: number;
}

/**
 * The one-line-per-table report the CLIs print, then a total.
 *
 * @example formatSummary({ tables: [{ name: 'users', rows: 2 }], rows: 2 }, 'Restored')
 * // ['  users: 2 rows', 'Restored 2 rows in 1 table.']
 */
export function formatSummary(summary: BackupSummary, verb: string): string[] {
  const width = Math.max(0, ...summary.tables.map((t) => t.name.length));
  return [
    ...summary.tables.map((t) => `  ${`${t.name}:`.padEnd(width + 1)} ${plural(t.rows, 'row')}`),
    `${verb} ${plural(summary.rows, 'row')} in ${plural(summary.tables.length, 'table')}.`,
  ];
}

/** `1 row`, `2 rows`, `1,234 rows`. */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}
