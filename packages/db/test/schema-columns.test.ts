import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/index.js';
import { LEASE_FIELDS, PROPERTY_FIELDS } from '../src/property-fields.js';
import { backends, useTestDatabase } from './backends.js';

/** The columns of a table after every migration, with their SQL types. */
async function columns(db: Db, table: string) {
  const result = await sql<{ column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }>`
    select column_name, data_type, is_nullable from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return new Map(result.rows.map((row) => [row.column_name, row]));
}

const SQL_TYPES = {
  number: 'numeric',
  text: 'text',
  boolean: 'boolean',
  enum: 'text',
  list: 'jsonb',
  // the capital stack's groups (section 12), not stored yet
  object: 'jsonb',
} as const;

describe.each(backends)('the tables follow the engine schema on %s', (kind) => {
  const database = useTestDatabase(kind);

  it.each([
    [
      'properties',
      PROPERTY_FIELDS,
      [
        'id',
        'user_id',
        'ready_targets',
        'lease_reviews',
        'risk_settings',
        'version',
        'created_at',
        'updated_at',
        'last_accessed_at',
      ],
    ],
    ['tenant_leases', LEASE_FIELDS, ['id', 'property_id', 'position']],
  ] as const)(
    '%s has one column of the right type per schema field, and nothing else',
    async (table, fields, own) => {
      const found = await columns(database().db, table);
      expect([...found.keys()].sort()).toEqual([...fields.map((f) => f.column), ...own].sort());
      for (const field of fields) {
        const column = found.get(field.column);
        const integer = column?.data_type === 'integer' && field.kind === 'number';
        expect({ field: field.key, type: integer ? 'numeric' : column?.data_type }).toEqual({
          field: field.key,
          type: SQL_TYPES[field.kind],
        });
        // a nullable field with a default of its own (suite '', rentSteps []) stores it for null
        expect({ field: field.key, nullable: column?.is_nullable === 'YES' }).toEqual({
          field: field.key,
          nullable: field.nullable && (field.defaultValue ?? null) === null,
        });
        expect(field.columnNullable, field.key).toBe(column?.is_nullable === 'YES');
      }
    },
  );
});
