import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_MALLOC_ENV } from '../src/malloc-env.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the malloc settings the server starts with', () => {
  const settings = Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => `${name}=${value}`);

  it('are in `pnpm start` (apps/api) and in the Docker image, which the benchmarks measure', () => {
    const start = (JSON.parse(read('../package.json')) as { scripts: { start: string } }).scripts.start;
    const dockerfile = read('../../../Dockerfile');
    expect(settings).toEqual(['MALLOC_MMAP_THRESHOLD_=1048576']);
    for (const setting of settings) {
      expect(start).toContain(`${setting} node dist/server.js`);
      expect(dockerfile).toMatch(new RegExp(`^ENV [^]*?\\b${setting}\\b`, 'm'));
    }
  });
});
