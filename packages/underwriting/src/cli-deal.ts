/**
 * What every `cre-underwrite` command shares: its I/O, its exit codes, reading and validating the
 * deal (a file, or standard input for `-`), and how an engine error is reported.
 */
import { InvalidDealError } from './deal-error.js';
import { analysisInputSchema } from './schema.js';

/** Where the CLI writes and how it reads; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readFile: (path: string) => Promise<string>;
  /** All of standard input as text (the deal file `-`). */
  readStdin: () => Promise<string>;
  /** The package version `--version` prints. */
  version: string;
  /** Today's local date as `yyyy-mm-dd`, used as the WALT as-of date when none is given. */
  today: () => string;
}

/**
 * Exit codes: 0 success (for `solve`: solved), 1 invalid deal, 2 usage error, unreadable file or a
 * `solve`, `tornado` or `simulate` request the deal cannot answer, 3 `solve` target out of reach
 * (no value of the input reaches it; the reason is printed).
 */
export const EXIT = { ok: 0, invalid: 1, usage: 2, outOfReach: 3 } as const;

/** The deal file argument that means standard input. */
export const STDIN = '-';

/** The deal as the CLI names it in messages: its path, or "Standard input" for `-`. */
export const dealName = (file: string): string => (file === STDIN ? 'Standard input' : file);

/** A deal the schema accepted, with its defaults applied. */
export type ParsedDeal = ReturnType<typeof analysisInputSchema.parse>;

/** Reads the deal text from its file, or from standard input for `-`. */
function readDeal(file: string, io: CliIo): Promise<string> {
  return file === STDIN ? io.readStdin() : io.readFile(file);
}

/**
 * Reads and validates the deal (a file, or standard input for `-`) with the as-of date
 * (`asOf`, else the deal's, else today). Returns the parsed deal, or writes what is wrong to stderr
 * and returns the exit code: 2 for an unreadable file or bad JSON, 1 for an invalid deal.
 */
export async function loadDeal(file: string, asOf: string | null, io: CliIo): Promise<ParsedDeal | number> {
  const name = dealName(file);
  let text: string;
  try {
    text = await readDeal(file, io);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    io.stderr(`Cannot read ${file === STDIN ? 'standard input' : name} (${reason})\n`);
    return EXIT.usage;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    io.stderr(`${name} is not valid JSON: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  const withDate =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? { ...raw, asOf: asOf ?? (raw as { asOf?: unknown }).asOf ?? io.today() }
      : raw;
  const parsed = analysisInputSchema.safeParse(withDate);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(deal)'}: ${issue.message}`,
    );
    io.stderr(`${name} is not a valid deal:\n${lines.join('\n')}\n`);
    return EXIT.invalid;
  }
  return parsed.data;
}

/**
 * Reports an error the engine threw for the deal read from `file`: a `RangeError` (a request the
 * deal cannot answer, an invalid option) prints its message as it is and gives exit 2; an
 * `InvalidDealError` prints each issue with its field and gives exit 1. Anything else is rethrown.
 */
export function engineFailure(error: unknown, file: string, io: CliIo): number {
  if (error instanceof RangeError) {
    io.stderr(`${error.message}\n`);
    return EXIT.usage;
  }
  if (error instanceof InvalidDealError) {
    const lines = error.issues.map((issue) => `  ${issue.path || '(deal)'}: ${issue.message}`);
    io.stderr(`${dealName(file)} is not a valid deal:\n${lines.join('\n')}\n`);
    return EXIT.invalid;
  }
  throw error;
}
