import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tenantLeaseSchema } from '../src/lease-schema.js';
import { analysisInputObject } from '../src/schema.js';

const SCHEMA = fileURLToPath(new URL('../src/schema.ts', import.meta.url));
const LEASE_SCHEMA = fileURLToPath(new URL('../src/lease-schema.ts', import.meta.url));

/** The declaration file TypeScript emits for a schema file (in memory), as the build ships it. */
function emittedSchemaDts(file: string): string {
  const program = ts.createProgram([file], {
    declaration: true,
    emitDeclarationOnly: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
  });
  let text = '';
  const dts = file.replace(/^.*\//, '').replace(/\.ts$/, '.d.ts');
  program.emit(program.getSourceFile(file), (name, data) => {
    if (name.endsWith(`/${dts}`)) text = data;
  });
  return text;
}

describe('the published types carry each field description as TSDoc', () => {
  it('schema.d.ts and lease-schema.d.ts have the meta description as the comment of every input and lease field', () => {
    const missing: string[] = [];
    for (const [file, schema] of [
      [SCHEMA, analysisInputObject],
      [LEASE_SCHEMA, tenantLeaseSchema],
    ] as const) {
      const dts = emittedSchemaDts(file);
      expect(dts).not.toBe('');
      const shape = schema.shape as Record<string, { meta(): { description?: string } | undefined }>;
      for (const [key, field] of Object.entries(shape)) {
        const description = field.meta()?.description as string;
        if (!dts.includes(`/** ${description} */\n    ${key}:`)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
