import { describe, expect, test } from 'vitest';
import {
  domPackageConfig,
  domTestDefaults,
  nodePackageConfig,
  nodeTestDefaults,
  REACT_DEDUPE,
  sourceConditions,
} from '../src/index.js';

describe('sourceConditions', () => {
  test('puts @cre/source first, then the platform conditions', () => {
    expect(sourceConditions('node')).toEqual(['@cre/source', 'module', 'node', 'development|production']);
    expect(sourceConditions('browser')).toEqual([
      '@cre/source',
      'module',
      'browser',
      'development|production',
    ]);
  });
});

describe('nodePackageConfig', () => {
  test('resolves workspace sources for Node in both the client and the SSR graph', () => {
    const config = nodePackageConfig();
    expect(config.resolve).toEqual({ conditions: sourceConditions('node') });
    expect(config.ssr).toEqual({ resolve: { conditions: sourceConditions('node') } });
    expect(config.test).toEqual(nodeTestDefaults);
    expect(config.plugins).toBeUndefined();
  });

  test('lays package options over the defaults, replacing arrays whole', () => {
    const config = nodePackageConfig({ test: { include: ['e2e/**/*.e2e.ts'], setupFiles: ['s.ts'] } });
    expect(config.test).toEqual({
      include: ['e2e/**/*.e2e.ts'],
      setupFiles: ['s.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    });
    expect(nodeTestDefaults.include).toEqual(['test/**/*.test.ts', 'src/**/*.test.ts']);
  });
});

describe('domPackageConfig', () => {
  test('uses browser conditions, deduplicates React and Mantine, and keeps the given plugins', () => {
    const plugin = { name: 'example' };
    const config = domPackageConfig({ plugins: [plugin], test: { testTimeout: 5_000 } });
    expect(config.plugins).toEqual([plugin]);
    expect(config.resolve).toEqual({ conditions: sourceConditions('browser'), dedupe: REACT_DEDUPE });
    expect(config.ssr).toEqual({ resolve: { conditions: sourceConditions('browser') } });
    expect(config.test).toEqual({ ...domTestDefaults, testTimeout: 5_000 });
    expect(config.test?.environment).toBe('jsdom');
  });
});
