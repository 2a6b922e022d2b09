import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './format.js';

/** Lines written to a backup file; `commit()` makes the file appear, `abort()` removes it. */
export interface LineWriter {
  /** Writes one line, waiting while the file's buffer is full. */
  write(line: string): Promise<void>;
  /** Flushes, closes, and renames the temporary file to its final name. */
  commit(): Promise<void>;
  /** Closes and deletes the temporary file (the final name is left untouched). */
  abort(): Promise<void>;
}

/**
 * Opens `file` for writing, line by line, gzip-compressed when its name ends in `.gz`. The lines go
 * to `<file>.partial` until `commit()`, so a failed backup never leaves a truncated file under the
 * name of a good one.
 */
export function openLineWriter(file: string): LineWriter {
  const partial = `${file}.partial`;
  const disk = createWriteStream(partial);
  const gzip = file.endsWith('.gz') ? createGzip() : undefined;
  if (gzip) gzip.pipe(disk);
  const out: Writable = gzip ?? disk;
  let failure: Error | undefined;
  const remember = (error: Error) => {
    failure ??= error;
  };
  disk.on('error', remember);
  gzip?.on('error', remember);
  return {
    async write(line) {
      if (failure) throw failure;
      if (!out.write(`${line}\n`)) {
        await new Promise<void>((done) => {
          const resume = () => {
            out.off('drain', resume);
            out.off('error', resume);
            done();
          };
          out.on('drain', resume);
          out.on('error', resume);
        });
      }
      if (failure) throw failure;
    },
    async commit() {
      out.end();
      await finished(disk);
      if (failure) throw failure;
      await rename(partial, file);
    },
    async abort() {
      out.destroy();
      disk.destroy();
      await rm(partial, { force: true });
    },
  };
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * The lines of `file`, decompressed when it starts with the gzip signature (whatever its name).
 * A missing file or damaged compression becomes a {@link BackupError}.
 */
export async function* readLines(file: string): AsyncGenerator<string> {
  const head = Buffer.alloc(2);
  try {
    const handle = await open(file, 'r');
    try {
      await handle.read(head, 0, 2, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  const raw = createReadStream(file);
  const gzipped = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  const input: Readable = gzipped ? raw.pipe(createGunzip()) : raw;
  if (gzipped) raw.on('error', (error) => input.destroy(error));
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of input) {
      const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = lines.pop() ?? '';
      yield* lines;
    }
  } catch (error) {
    throw new BackupError(`The backup file ${file} is damaged: ${(error as Error).message}.`, {
      cause: error,
    });
  } finally {
    input.destroy();
    raw.destroy();
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}
