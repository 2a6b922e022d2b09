// dist/cjs holds the CommonJS build of the library entry. The package is "type": "module", so
// without this nested package.json Node (and TypeScript) would read dist/cjs/*.js and *.d.ts as ESM.
import { writeFileSync } from 'node:fs';

writeFileSync(
  new URL('../dist/cjs/package.json', import.meta.url),
  `${JSON.stringify({ type: 'commonjs' })}\n`,
);
