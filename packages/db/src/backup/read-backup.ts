import { readLines } from './files.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  type BackupTable,
  type BackupValue,
  backupHeaderSchema,
  rowSchema,
  tableMarkerSchema,
} from './format.js';

/**
 * A backup file opened for reading: its validated header, then each table's rows, in the
 * header's order, checked line by line (JSON, value count, row count) as they stream in.
 */
export interface BackupReader {
  header: BackupHeader;
  /** The rows of `table`, which must be the next table of the file. */
  rows(table: BackupTable): AsyncGenerator<BackupValue[]>;
  /** Stops reading and releases the file. */
  close(): Promise<void>;
}

/**
 * Opens `file` (plain or gzip JSON Lines) and reads its header. Anything that is not a backup of
 * this format and version is refused with a {@link BackupError} saying so.
 */
export async function openBackup(file: string): Promise<BackupReader> {
  const lines = readLines(file);
  let lineNumber = 1;
  const first = await lines.next();
  const header = parseHeader(file, first.done ? '' : first.value);
  const damaged = (detail: string) =>
    new BackupError(`The backup file ${file} is damaged at line ${lineNumber}: ${detail}.`);
  const nextLine = async (): Promise<string | undefined> => {
    const line = await lines.next();
    if (line.done) return undefined;
    lineNumber += 1;
    return line.value;
  };
  return {
    header,
    async *rows(table) {
      const marker = await nextLine();
      if (marker === undefined) throw endsEarly(file, table, 0);
      const parsed = tableMarkerSchema.safeParse(parseJson(marker, damaged));
      if (!parsed.success || parsed.data.table !== table.name) {
        throw damaged(`expected the rows of table ${table.name}`);
      }
      for (let count = 0; count < table.rows; count += 1) {
        const line = await nextLine();
        if (line === undefined) throw endsEarly(file, table, count);
        const row = rowSchema.safeParse(parseJson(line, damaged));
        if (!row.success) throw damaged(`a row of ${table.name} is not a list of values`);
        if (row.data.length !== table.columns.length) {
          throw damaged(
            `a row of ${table.name} has ${row.data.length} values, expected ${table.columns.length}`,
          );
        }
        yield row.data;
      }
    },
    async close() {
      await lines.return(undefined);
    },
  };
}

function parseJson(line: string, damaged: (detail: string) => BackupError): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw damaged('not valid JSON');
  }
}

function endsEarly(file: string, table: BackupTable, count: number): BackupError {
  return new BackupError(
    `The backup file ${file} ends early: table ${table.name} has ${count} of its ${table.rows} rows.`,
  );
}

/** The header line checked: our format, our version, then every field. */
function parseHeader(file: string, line: string): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    value = undefined;
  }
  const probe = value as { format?: unknown; version?: unknown } | undefined;
  if (typeof probe !== 'object' || probe === null || probe.format !== BACKUP_FORMAT) {
    throw new BackupError(`${file} is not a CRE Sale Analyzer backup.`);
  }
  if (probe.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup in format version ${String(probe.version)}; this version of CRE Sale Analyzer reads version ${BACKUP_VERSION}. Upgrade first.`,
    );
  }
  const parsed = backupHeaderSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(
      `The header of the backup file ${file} is damaged (${issue?.path.join('.') || 'header'}: ${issue?.message}).`,
    );
  }
  return parsed.data;
}
