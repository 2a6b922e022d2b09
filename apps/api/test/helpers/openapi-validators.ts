import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';

/** What one validator said about a document. */
export interface ValidatorReport {
  errors: string[];
  warnings: string[];
}

/**
 * Validates `document` with swagger-parser (structure against the OpenAPI 3.1 schema, then every
 * `$ref` resolved). swagger-parser stops at the first problem, so `errors` has 0 or 1 entry.
 */
export async function swaggerParserReport(document: object): Promise<ValidatorReport> {
  try {
    // swagger-parser dereferences in place: hand it a copy.
    await SwaggerParser.validate(structuredClone(document) as never);
    return { errors: [], warnings: [] };
  } catch (error) {
    return { errors: [(error as Error).message], warnings: [] };
  }
}

/** Lints `document` with Redocly's `recommended` ruleset; problems are split by severity. */
export async function redoclyReport(document: object): Promise<ValidatorReport> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: '/openapi.json',
    config,
  });
  const text = (p: (typeof problems)[number]) =>
    `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`;
  return {
    errors: problems.filter((p) => p.severity === 'error').map(text),
    warnings: problems.filter((p) => p.severity === 'warn').map(text),
  };
}
