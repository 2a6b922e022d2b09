import { type Db, sql } from '@cre/db';

/** The size of a seeded platform. */
export interface ScaleSize {
  users: number;
  projects: number;
  leasesPerProject: number;
  /** Projects of the one heavy user (`heavy@scale.example.com`), included in `projects`. */
  heavyUserProjects: number;
}

/** The platform size issue 14 measures: 50,000 users, 250,000 projects, 1,000,000 leases. */
export const FULL_SCALE: ScaleSize = {
  users: 50_000,
  projects: 250_000,
  leasesPerProject: 4,
  heavyUserProjects: 2_000,
};

const CITIES = [
  'Fresno',
  'Sacramento',
  'Oakland',
  'San Diego',
  'Riverside',
  'Long Beach',
  'Irvine',
  'Stockton',
];

/**
 * Seeds users, projects and leases with set-based SQL (generate_series inside the database, so
 * nothing crosses the wire row by row): user 1 is `heavy@scale.example.com` with
 * `heavyUserProjects` projects, the other users `user<N>@scale.example.com` share the rest; every
 * project has `leasesPerProject` leases. All users are verified and share `passwordHash`.
 * The change-notification triggers are switched off while seeding (they announce edits to running
 * processes; none is running yet) and switched back on after. Returns the seconds it took.
 */
export async function seedScale(db: Db, size: ScaleSize, passwordHash: string): Promise<number> {
  const started = performance.now();
  const tables = ['users', 'properties', 'tenant_leases'] as const;
  for (const table of tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
  try {
    await sql`
      insert into users (email, password_hash, is_email_verified, created_at, updated_at)
      select case when g = 1 then 'heavy@scale.example.com' else 'user' || g || '@scale.example.com' end,
             ${passwordHash}, true, now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, ${size.users}) as g`.execute(db);
    const others = size.projects - size.heavyUserProjects;
    await sql`
      insert into properties (user_id, name, address, city, state, purchase_price, sqft, interest_rate,
                              annual_rent, revenue_input_type, rent_input_mode, updated_at, created_at)
      select case when g <= ${size.heavyUserProjects} then (select id from users where email = 'heavy@scale.example.com')
                  else (select min(id) from users) + 1 + ((g * 7919) % (${size.users} - 1)) end,
             'Project ' || g,
             (100 + g % 9000) || ' Commerce Drive',
             (array[${sql.join(CITIES.map((c) => sql`${c}`))}])[1 + g % ${CITIES.length}],
             'CA', 1000000 + (g % 500) * 10000, 10000 + (g % 300) * 100, 6.5,
             120000 + (g % 400) * 1000, 'individual', 'individual',
             now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(1, ${size.heavyUserProjects + Math.max(0, others)}) as g`.execute(db);
    await sql`
      insert into tenant_leases (property_id, position, tenant_name, sqft_leased, rent_per_sqft, lease_term,
                                 start_date, end_date)
      select p.id, k - 1, 'Suite ' || (100 + k), 1500 + k * 250, 24 + k, 60, '2024-01-01', '2028-12-31'
      from properties p cross join generate_series(1, ${size.leasesPerProject}) as k`.execute(db);
    await sql`analyze`.execute(db);
  } finally {
    for (const table of tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
  }
  return (performance.now() - started) / 1000;
}
