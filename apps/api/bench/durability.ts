import autocannon from 'autocannon';
import pg from 'pg';
import { samplePayload } from '../test/helpers/payload.js';
import type { TcpProxy } from '../test/helpers/tcp-proxy.js';
import type { RunningServer } from './lib.js';
import { registerVerifiedUser } from './users.js';

/** 20 users save 10 projects each, all at once: exactly 200 projects with all their leases, no 5xx. */
export async function checkConcurrentSaves(base: string, databaseUrl: string): Promise<void> {
  const users = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      registerVerifiedUser(base, `durable-${i}@example.com`, `10.1.0.${i + 1}`),
    ),
  );
  const statuses: number[] = [];
  const started = Date.now();
  await Promise.all(
    users.flatMap((user) =>
      Array.from({ length: 10 }, async (_, j) => {
        const res = await fetch(`${base}/api/properties`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify(samplePayload({ name: `${user.email} project ${j + 1}` })),
        });
        statuses.push(res.status);
        await res.arrayBuffer();
      }),
    ),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ projects: string; leases: string; incomplete: string }>(
    `select count(distinct p.id) as projects, count(l.id) as leases,
            count(distinct p.id) filter (where (select count(*) from tenant_leases x where x.property_id = p.id) <> 2) as incomplete
       from properties p join users u on u.id = p.user_id left join tenant_leases l on l.property_id = p.id
      where u.email like 'durable-%'`,
  );
  await client.end();
  const fiveXx = statuses.filter((s) => s >= 500).length;
  const row = rows[0]!;
  const ok =
    Number(row.projects) === 200 &&
    Number(row.leases) === 400 &&
    Number(row.incomplete) === 0 &&
    fiveXx === 0;
  console.log('Durability: 20 users x 10 concurrent saves');
  console.log(
    `  ${statuses.length} requests in ${Date.now() - started} ms; statuses ${summarize(statuses)}; ` +
      `stored projects ${row.projects}, leases ${row.leases} (expected 200 and 400), projects missing leases ${row.incomplete}: ${ok ? 'OK' : 'FAILED'}\n`,
  );
  if (!ok) process.exitCode = 1;
}

function summarize(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s}x${n}`).join(', ');
}

/**
 * Loads GET /api/user for 9 s while the database connection path (a TCP proxy) goes down at
 * 3 s and comes back at 6 s: errors must be 503s with a clear message, the process must
 * survive, and requests must succeed again afterwards.
 */
export async function checkOutage(base: string, proxy: TcpProxy, server: RunningServer): Promise<void> {
  const user = await registerVerifiedUser(base, 'outage@example.com', '10.2.0.1');
  const run = autocannon({
    url: `${base}/api/user`,
    headers: { cookie: user.cookie },
    connections: 20,
    duration: 9,
  });
  await new Promise((r) => setTimeout(r, 3000));
  await proxy.stop();
  await new Promise((r) => setTimeout(r, 500));
  const during = await fetch(`${base}/api/user`, { headers: { cookie: user.cookie } });
  const duringBody = await during.text();
  const health = await fetch(`${base}/api/health`);
  const healthBody = await health.text();
  await new Promise((r) => setTimeout(r, 2500));
  await proxy.start();
  const result = await run;
  const after = await fetch(`${base}/api/user`, { headers: { cookie: user.cookie } });
  const alive = server.child.exitCode === null;
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}x${count}`)
    .join(', ');
  const onlyExpected = Object.keys(result.statusCodeStats).every((c) => c === '200' || c === '503');
  const ok =
    during.status === 503 &&
    health.status === 503 &&
    after.status === 200 &&
    alive &&
    onlyExpected &&
    result.errors === 0;
  console.log(
    'Durability: database outage during a 9 s load run on GET /api/user (proxy stopped at 3 s, back at 6 s)',
  );
  console.log(`  status codes during the run: ${codes}; connection errors ${result.errors}`);
  console.log(`  during the outage: GET /api/user ${during.status} ${duringBody}`);
  console.log(`                     GET /api/health ${health.status} ${healthBody}`);
  console.log(
    `  after recovery: GET /api/user ${after.status}; server process alive: ${alive}: ${ok ? 'OK' : 'FAILED'}`,
  );
  if (!ok) process.exitCode = 1;
}
