// Plain JavaScript: Vite loads config files' package imports with Node itself, and Node 20 runs no
// TypeScript. Types and documentation: index.d.ts (checked against this file by checkJs).
import './node20-polyfills.js';

/** @import { PackageConfigOptions, Platform, TestOptions } from './index.js' */
/** @import { ViteUserConfig } from 'vitest/config' */

export { mapGroupBy, objectGroupBy } from './node20-polyfills.js';

/** @type {typeof import('./index.js').sourceConditions} */
export function sourceConditions(platform) {
  return ['@cre/source', 'module', platform, 'development|production'];
}

/** @type {TestOptions} */
export const nodeTestDefaults = {
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** @type {TestOptions} */
export const domTestDefaults = {
  environment: 'jsdom',
  globals: true,
  setupFiles: ['./test/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  css: false,
  testTimeout: 20_000,
  pool: 'threads',
  maxWorkers: 2,
};

/** @type {string[]} */
export const REACT_DEDUPE = ['react', 'react-dom', '@mantine/core', '@mantine/hooks'];

/**
 * @param {Platform} platform
 * @param {TestOptions} defaults
 * @param {PackageConfigOptions} options
 * @param {string[]} [dedupe]
 * @returns {ViteUserConfig}
 */
function packageConfig(platform, defaults, options, dedupe) {
  const conditions = sourceConditions(platform);
  return {
    ...(options.plugins ? { plugins: options.plugins } : {}),
    resolve: dedupe ? { conditions, dedupe } : { conditions },
    ssr: { resolve: { conditions } },
    test: { ...defaults, ...options.test },
  };
}

/** @type {typeof import('./index.js').nodePackageConfig} */
export function nodePackageConfig(options = {}) {
  return packageConfig('node', nodeTestDefaults, options);
}

/** @type {typeof import('./index.js').domPackageConfig} */
export function domPackageConfig(options = {}) {
  return packageConfig('browser', domTestDefaults, options, REACT_DEDUPE);
}
