import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { analysisInputObject, tenantLeaseSchema } from '../src/schema.js';

const SCHEMA = fileURLToPath(new URL('../src/schema.ts', import.meta.url));

/** The declaration file TypeScript emits for src/schema.ts (in memory), as the build ships it. */
function emittedSchemaDts(): string {
  const program = ts.createProgram([SCHEMA], {
    declaration: true,
    emitDeclarationOnly: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
  });
  let text = '';
  program.emit(program.getSourceFile(SCHEMA), (name, data) => {
    if (name.endsWith('schema.d.ts')) text = data;
  });
  return text;
}

describe('the published types carry each field description as TSDoc', () => {
  it('schema.d.ts has the meta description as the comment of every input and lease field', () => {
    const dts = emittedSchemaDts();
    expect(dts).not.toBe('');
    const missing: string[] = [];
    for (const schema of [analysisInputObject, tenantLeaseSchema]) {
      const shape = schema.shape as Record<string, { meta(): { description?: string } | undefined }>;
      for (const [key, field] of Object.entries(shape)) {
        const description = field.meta()?.description as string;
        if (!dts.includes(`/** ${description} */\n    ${key}:`)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
