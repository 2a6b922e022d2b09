import type { CliIo } from '../../src/cli-main.js';

/**
 * The CLI's I/O in memory: `out` and `err` collect what it writes, `files` are the files it can
 * read (any other path is ENOENT), `stdin` what standard input holds (absent: closed).
 */
export function fakeIo(files: Record<string, string>, stdin?: string): CliIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
    readFile: async (path: string) => {
      const content = files[path];
      if (content === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return content;
    },
    readStdin: async () => {
      if (stdin === undefined) throw Object.assign(new Error('closed'), { code: 'EBADF' });
      return stdin;
    },
    version: '9.8.7-test',
    today: () => '2025-01-01',
  };
  return io;
}
