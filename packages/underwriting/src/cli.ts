/**
 * Entry point of `cre-underwrite` (bin/cre-underwrite.js imports the built copy). ESM only: the
 * version is read from the package.json one folder up (from src/ and from dist/ alike).
 */
import { createRequire } from 'node:module';
import { main, nodeIo } from './cli-main.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

process.exitCode = await main(process.argv.slice(2), nodeIo(version));
