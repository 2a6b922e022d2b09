import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (added in Node 21).
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value: <K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> => {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

const conditions = ['@cre/source', 'module', 'browser', 'development|production'];

/** Component tests: jsdom, Testing Library, workspace packages resolved to their sources. */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions, dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
    pool: 'threads',
    maxWorkers: 2,
  },
});
