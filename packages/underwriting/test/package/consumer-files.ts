/**
 * The files of the scratch consumer project the packed-package test installs the tarball into:
 * plain JavaScript that requires and imports the package, and TypeScript (`module: nodenext`) in
 * an ES module (`.mts`) and a CommonJS module (`.cts`), each printing one JSON line of figures.
 */

/**
 * CommonJS JavaScript: `require()`, then `import()` of the same package from the same file; the
 * engine's schema composed into one of the consumer's own zod schemas (zod is a peer: one copy).
 */
const requireCjs = `
const { readFileSync } = require('node:fs');
const { join, dirname } = require('node:path');
const engine = require('@cre/underwriting');
const packageDir = dirname(require.resolve('@cre/underwriting/package.json'));
const deal = JSON.parse(readFileSync(join(packageDir, 'examples', 'sample-deal.json'), 'utf8'));
const result = engine.analyze(deal);
const { z } = require('zod');
const composed = z.object({ deal: engine.analysisInputSchema }).safeParse({ deal });
import('@cre/underwriting').then((esm) => {
  console.log(JSON.stringify({
    resolved: require.resolve('@cre/underwriting'),
    noi: result.noi,
    irr: result.irr,
    irrOfFlows: engine.irr([-100, 44, 44, 44]),
    importedNoi: esm.analyze(deal).noi,
    sameZod: require.resolve('zod', { paths: [packageDir] }) === require.resolve('zod'),
    composedValid: composed.success,
  }));
});
`;

/** ES module JavaScript: a static `import`. */
const importMjs = `
import { readFileSync } from 'node:fs';
import { analyze, irr } from '@cre/underwriting';

const url = import.meta.resolve('@cre/underwriting');
const deal = JSON.parse(readFileSync(new URL('../examples/sample-deal.json', url), 'utf8'));
const result = analyze(deal);
console.log(JSON.stringify({ resolved: url, noi: result.noi, irr: result.irr, irrOfFlows: irr([-100, 44, 44, 44]) }));
`;

/** The README's embedding example, typed: shared by the `.mts` and the `.cts` file. */
const typedBody = `
const input: AnalysisInput = {
  purchasePrice: 2_400_000,
  sqft: 18_000,
  annualRent: 252_000,
  propertyTaxes: 28_000,
  insurance: 6_500,
  maintenance: 9_000,
  managementFees: 10_000,
  interestRate: 6.25,
  exitCapRate: 7.5,
  holdPeriod: 7,
};
const parsed = analysisInputSchema.safeParse(input);
if (!parsed.success) throw new Error(JSON.stringify(fieldErrors(parsed.error)));
const result: AnalysisResult = analyze(parsed.data);
const noi: number = result.noi;
// Never called: it only has to fail to compile, which it does unless the types were lost.
export const wrongType = () =>
  // @ts-expect-error purchasePrice is a number
  analyze({ purchasePrice: 'two million', sqft: 18_000, interestRate: 6.25 });
const invalid = analysisInputSchema.safeParse({ purchasePrice: -1, sqft: 18_000, interestRate: 6.25 });
console.log(JSON.stringify({
  noi: formatCurrency(noi),
  capRate: formatPercent(result.goingInCapRate),
  irr: formatPercent(result.irr),
  errors: invalid.success ? null : fieldErrors(invalid.error),
}));
`;

const typedImports = `import {
  type AnalysisInput,
  type AnalysisResult,
  analysisInputSchema,
  analyze,
  fieldErrors,
  formatCurrency,
  formatPercent,
} from '@cre/underwriting';
`;

/** tsconfig of the scratch project: what a Node consumer on `nodenext` uses, strict. */
const tsconfig = {
  compilerOptions: {
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'es2022',
    lib: ['es2022', 'dom'],
    types: [],
    strict: true,
    skipLibCheck: false,
    outDir: 'out',
  },
  files: ['typed.mts', 'typed.cts'],
};

/** File name → content, written into the scratch project's root. */
export const CONSUMER_FILES: Record<string, string> = {
  'require.cjs': requireCjs,
  'import.mjs': importMjs,
  'typed.mts': typedImports + typedBody,
  'typed.cts': typedImports + typedBody,
  'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
};
