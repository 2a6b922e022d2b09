/** The scenario variants of projects (issue 17): read grouped by project, replaced on save. */
import type { ScenarioVariant } from '../domain.js';
import type { Db } from '../schema.js';

/** A stored `overrides` value (jsonb, parsed by the driver; text from a driver that does not). */
function toOverrides(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/** The variants of each of `propertyIds` (in order), one query; a project without any maps to nothing. */
export async function scenariosByProperty(
  db: Db,
  propertyIds: readonly number[],
): Promise<Map<number, ScenarioVariant[]>> {
  const grouped = new Map<number, ScenarioVariant[]>();
  if (propertyIds.length === 0) return grouped;
  const rows = await db
    .selectFrom('property_scenarios')
    .select(['property_id', 'name', 'overrides'])
    .where('property_id', 'in', [...propertyIds])
    .orderBy('property_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = grouped.get(row.property_id) ?? [];
    list.push({ name: row.name, overrides: toOverrides(row.overrides) });
    grouped.set(row.property_id, list);
  }
  return grouped;
}

/**
 * Replaces the project's variants with `variants` (in their order). Run inside the save's
 * transaction. Throws a RangeError for an override that JSON cannot hold (a non-finite number),
 * before anything is written.
 */
export async function replaceScenarios(
  trx: Db,
  propertyId: number,
  variants: readonly ScenarioVariant[],
): Promise<ScenarioVariant[]> {
  const rows = variants.map((variant, position) => {
    for (const [key, value] of Object.entries(variant.overrides)) {
      if (typeof value === 'number' && !Number.isFinite(value)) {
        throw new RangeError(`scenario ${position}: override ${key} must be a finite number, got ${value}`);
      }
    }
    return {
      property_id: propertyId,
      position,
      name: variant.name,
      overrides: JSON.stringify(variant.overrides),
    };
  });
  await trx.deleteFrom('property_scenarios').where('property_id', '=', propertyId).execute();
  if (rows.length > 0) await trx.insertInto('property_scenarios').values(rows).execute();
  return variants.map((variant) => ({ name: variant.name, overrides: { ...variant.overrides } }));
}

/**
 * The JSON array of a project's variants (`p` the project's alias), for the list and page queries
 * that build their JSON in PostgreSQL.
 */
export const SCENARIOS_JSON = `(select coalesce(json_agg(json_build_object('name', s.name, 'overrides', s.overrides) order by s.position), '[]')
   from property_scenarios s where s.property_id = p.id)`;
