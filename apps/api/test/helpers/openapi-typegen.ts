import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/**
 * Generates TypeScript types from `document` with openapi-typescript, writes them as `api.ts` next
 * to `usage` (as `usage.ts`, importing `./api.js`), and compiles both with the TypeScript compiler
 * (strict, nodenext). Answers the compiler's diagnostics as text (empty when both compile).
 */
export async function compileGeneratedClient(document: object, usage: string): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'cre-openapi-'));
  try {
    const ast = await openapiTS(structuredClone(document) as never);
    await writeFile(join(dir, 'api.ts'), astToString(ast));
    await writeFile(join(dir, 'usage.ts'), usage);
    await writeFile(join(dir, 'package.json'), '{"type":"module"}');
    const program = ts.createProgram([join(dir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      noUnusedLocals: true,
      exactOptionalPropertyTypes: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      types: [],
    });
    return ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file?.fileName.slice(dir.length + 1) ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
