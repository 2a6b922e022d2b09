/**
 * Copies each input field's `.meta({ description })` (the single source of truth, which also feeds
 * the OpenAPI document) into a `/** … *\/` comment above the field in the schema file that declares
 * it (src/schema.ts for the analysis inputs, src/lease-schema.ts for a lease), so that the
 * engine's types (`AnalysisInput`, `TenantLease`) show it in editors and in the published .d.ts.
 *
 *   tsx scripts/sync-field-docs.ts           rewrite the schema files
 *   tsx scripts/sync-field-docs.ts --check   exit 1, listing the fields whose comment is missing or
 *                                            differs, without writing
 *
 * The comment it owns is the last comment right above a field, when that is a `/** … *\/` block;
 * any other comment above the field is kept (and the generated one goes below it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { z } from 'zod';
import { tenantLeaseSchema } from '../src/lease-schema.js';
import { analysisInputObject } from '../src/schema.js';
import { type OwnedComment, ownedComment, writeComments } from './doc-comments.js';

/** src/schema.ts, where the analysis inputs and their field comments live. */
export const SCHEMA_FILE = fileURLToPath(new URL('../src/schema.ts', import.meta.url));
/** src/lease-schema.ts, where a lease's fields and their comments live. */
export const LEASE_SCHEMA_FILE = fileURLToPath(new URL('../src/lease-schema.ts', import.meta.url));

/** The schemas whose fields are documented, by the name of the `const` that declares each one. */
const SCHEMAS = { tenantLeaseSchema, analysisInputObject } satisfies Record<string, z.ZodObject>;
type SchemaName = keyof typeof SCHEMAS;
/** The file that declares each schema. */
const FILE_OF: Record<SchemaName, string> = {
  tenantLeaseSchema: LEASE_SCHEMA_FILE,
  analysisInputObject: SCHEMA_FILE,
};
/** Every file holding a documented schema. */
export const SCHEMA_FILES: readonly string[] = [...new Set(Object.values(FILE_OF))];

/** A field's meta description, by schema and field name. */
export function fieldDescriptions(): Record<SchemaName, Record<string, string>> {
  const out = {} as Record<SchemaName, Record<string, string>>;
  for (const [name, schema] of Object.entries(SCHEMAS) as [SchemaName, z.ZodObject][]) {
    out[name] = {};
    for (const [key, field] of Object.entries(schema.shape)) {
      const description = (field as z.ZodType).meta()?.description;
      if (typeof description !== 'string' || description.trim() === '') {
        throw new Error(`${name}.${key} has no meta description`);
      }
      if (description.includes('*/') || /[\r\n]/.test(description)) {
        throw new Error(`${name}.${key}: a description cannot hold "*/" or a line break`);
      }
      out[name][key] = description;
    }
  }
  return out;
}

/** The comment generated for a description. */
export const docComment = (description: string) => `/** ${description} */`;

/** One field's property assignment in the source, with the comment the script owns, if any. */
interface FieldSite {
  schema: SchemaName;
  key: string;
  /** Start of the property (after its comments). */
  start: number;
  /** The last comment above the property when it is a `/** … *\/` block. */
  owned: OwnedComment;
}

/** The object literal a function declaration named `name` returns. */
function returnedObject(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression | undefined {
  const fn = source.statements.find(
    (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === name,
  );
  const ret = fn?.body?.statements.find(ts.isReturnStatement);
  const value = ret?.expression && unwrap(ret.expression);
  return value && ts.isObjectLiteralExpression(value) ? value : undefined;
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node;

/** The initializer of `const <name> = ...` at the top level of the file. */
function initializerOf(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer)
        return unwrap(decl.initializer);
    }
  }
  return undefined;
}

/**
 * The object literal of the schema's fields: `const <name> = z.object({...})`, or the named shape
 * of `const <name> = z.object(<shape>)` with `const <shape> = {...}`.
 */
function schemaObject(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  const call = initializerOf(source, name);
  let arg = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (arg && ts.isIdentifier(arg)) arg = initializerOf(source, arg.text);
  if (arg && ts.isObjectLiteralExpression(arg)) return arg;
  throw new Error(
    `${basename(source.fileName)}: no "const ${name} = z.object({ ... })" or "z.object(<shape>)"`,
  );
}

/**
 * The property assignments of an object literal, following spreads of a call to a function of the
 * same file (`...marketLeasingFields()`) into the object it returns.
 */
function properties(source: ts.SourceFile, object: ts.ObjectLiteralExpression): ts.PropertyAssignment[] {
  return object.properties.flatMap((property) => {
    if (ts.isPropertyAssignment(property)) return [property];
    if (ts.isSpreadAssignment(property)) {
      const call = unwrap(property.expression);
      if (ts.isCallExpression(call) && ts.isIdentifier(call.expression)) {
        const returned = returnedObject(source, call.expression.text);
        if (returned) return properties(source, returned);
      }
    }
    return [];
  });
}

const propertyName = (property: ts.PropertyAssignment) =>
  ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;

/**
 * Where each field of the schemas declared in `file` sits in its source `text`; throws when a
 * field is not found.
 */
function fieldSites(text: string, file: string): FieldSite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const descriptions = fieldDescriptions();
  const sites: FieldSite[] = [];
  for (const schema of Object.keys(SCHEMAS) as SchemaName[]) {
    if (FILE_OF[schema] !== file) continue;
    const byKey = new Map<string, ts.PropertyAssignment>();
    for (const property of properties(source, schemaObject(source, schema))) {
      const key = propertyName(property);
      if (key !== undefined) byKey.set(key, property);
    }
    for (const key of Object.keys(descriptions[schema])) {
      const property = byKey.get(key);
      if (!property) throw new Error(`${basename(file)}: no property assignment for ${schema}.${key}`);
      sites.push({ schema, key, start: property.getStart(source), owned: ownedComment(text, property) });
    }
  }
  return sites;
}

/**
 * The fields of the schemas declared in `file` (source `text`) whose comment is missing or
 * differs from the meta description, one line each.
 */
export function checkFieldDocs(text: string, file: string = SCHEMA_FILE): string[] {
  const descriptions = fieldDescriptions();
  return fieldSites(text, file).flatMap(({ schema, key, owned }) => {
    const want = docComment(descriptions[schema][key] ?? '');
    if (!owned) return [`${schema}.${key}: comment missing (want ${want})`];
    if (owned.text !== want) return [`${schema}.${key}: comment differs (has ${owned.text}, want ${want})`];
    return [];
  });
}

/** The source `text` of `file` with the comment of every field it declares inserted or replaced. */
export function syncFieldDocs(text: string, file: string = SCHEMA_FILE): string {
  const descriptions = fieldDescriptions();
  return writeComments(text, fieldSites(text, file), ({ schema, key }) =>
    docComment(descriptions[schema][key] ?? ''),
  );
}

function main(args: string[]) {
  const check = args.includes('--check');
  let failed = false;
  for (const file of SCHEMA_FILES) {
    const name = relative(process.cwd(), file);
    const text = readFileSync(file, 'utf8');
    if (check) {
      const problems = checkFieldDocs(text, file);
      if (problems.length > 0) {
        failed = true;
        console.error(`${problems.length} field comment(s) out of date in ${name} (run pnpm docs:fields):`);
        for (const problem of problems) console.error(`  ${problem}`);
      } else {
        console.log(`${name}: every field comment matches its meta description`);
      }
      continue;
    }
    const next = syncFieldDocs(text, file);
    if (next === text) {
      console.log(`${name}: field comments already up to date`);
    } else {
      writeFileSync(file, next);
      console.log(`${name}: field comments written (format with biome)`);
    }
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
