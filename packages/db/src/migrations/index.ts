import type { Migration } from 'kysely/migration';
import * as init from './2026_11_22_001_init.js';
import * as fractionalLeaseTerms from './2026_11_22_002_fractional_lease_terms.js';
import * as sessionChangeNotifications from './2026_11_23_003_session_change_notifications.js';
import * as propertyChangeNotifications from './2026_11_23_004_property_change_notifications.js';

/**
 * Every migration, keyed by its date-prefixed name. Listed statically (no filesystem scanning)
 * so that migrations run the same from `src` under tsx/vitest and from the built `dist`.
 * Add new migrations here in name order.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_001_init': init,
  '2026_11_22_002_fractional_lease_terms': fractionalLeaseTerms,
  '2026_11_23_003_session_change_notifications': sessionChangeNotifications,
  '2026_11_23_004_property_change_notifications': propertyChangeNotifications,
};
