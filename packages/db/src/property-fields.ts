import { describeFields, type FieldSpec, storedPropertyObject, tenantLeaseSchema } from '@cre/underwriting';

/** A schema field with the database column that stores it. */
export interface ColumnField extends FieldSpec {
  /** snake_case column name (`nnnChargesPerSqft` → `nnn_charges_per_sqft`). */
  column: string;
  /**
   * The column accepts null: the field is nullable and null is its default. A nullable field
   * with a default of its own (a lease's suite `''`, its rent steps `[]`) has a `not null`
   * column that stores that default for null (underwriting.md 11.1: null means the default).
   */
  columnNullable: boolean;
}

/** `camelCase` → `snake_case`, the runtime twin of the `SnakeCase` type in schema.ts. */
export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const withColumns = (specs: FieldSpec[]): ColumnField[] =>
  specs.map((spec) => ({
    ...spec,
    column: snakeCase(spec.key),
    columnNullable: spec.nullable && (spec.defaultValue === null || spec.defaultValue === undefined),
  }));

/**
 * The stored fields of a project, read off the engine's `storedPropertyObject` in its order:
 * the row mapping, the save columns and the SQL-built JSON list all follow this one list.
 */
export const PROPERTY_FIELDS: readonly ColumnField[] = withColumns(describeFields(storedPropertyObject));

/** The fields of a rent-roll lease, read off the engine's `tenantLeaseSchema`. */
export const LEASE_FIELDS: readonly ColumnField[] = withColumns(describeFields(tenantLeaseSchema));
