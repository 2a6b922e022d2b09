/**
 * The workspace's one Vitest configuration. Every package's `vitest.config.ts` is a call to
 * {@link nodePackageConfig} or {@link domPackageConfig} with only what differs in that package.
 *
 * Importing this module also installs the Node 20 polyfills Vitest's reporter needs
 * (see `node20-polyfills.d.ts`).
 *
 * @example
 * ```ts
 * // packages/db/vitest.config.ts
 * import { nodePackageConfig } from '@cre/vitest-config';
 * export default nodePackageConfig();
 * ```
 */
import type { ViteUserConfig } from 'vitest/config';

export { mapGroupBy, objectGroupBy } from './node20-polyfills.js';

/** Vitest's test options (the `test` key of a config). */
export type TestOptions = NonNullable<ViteUserConfig['test']>;

/** Where the code under test runs: Node, or a browser (jsdom in unit tests). */
export type Platform = 'node' | 'browser';

/** What a package's config may add to the shared one. */
export interface PackageConfigOptions {
  /** Test options laid over the defaults key by key: a key given here replaces the default whole. */
  test?: TestOptions;
  /** Vite plugins, e.g. `@vitejs/plugin-react` for the web app's components. */
  plugins?: ViteUserConfig['plugins'];
}

/**
 * Export conditions in resolution order. `@cre/source` comes first, so a workspace package is
 * tested against its TypeScript sources (its `exports` map `@cre/source` to `src/`), never against
 * a stale `dist`. The rest are Vite's defaults for the platform.
 */
export declare function sourceConditions(platform: Platform): string[];

/** Defaults of Node packages (engine, db, api): tests in `test/` and `src/`, generous timeouts for PostgreSQL. */
export declare const nodeTestDefaults: TestOptions;

/**
 * Defaults of React packages (ui, web): jsdom with Testing Library globals and `test/setup.ts`,
 * no CSS processing, worker threads capped at the CI machine's two cores.
 */
export declare const domTestDefaults: TestOptions;

/** Packages React code must share one copy of, or hooks and Mantine's context break. */
export declare const REACT_DEDUPE: string[];

/**
 * The config of a package whose code runs in Node: `@cre/source` conditions for Node and
 * {@link nodeTestDefaults}, with `options.test` laid over them.
 */
export declare function nodePackageConfig(options?: PackageConfigOptions): ViteUserConfig;

/**
 * The config of a React package tested in jsdom: `@cre/source` conditions for the browser,
 * React and Mantine deduplicated, {@link domTestDefaults} with `options.test` laid over them.
 */
export declare function domPackageConfig(options?: PackageConfigOptions): ViteUserConfig;
