// Two instances of the built app in ONE process, on one database: PORT with the metrics
// (METRICS on, as configured) and PORT_WITHOUT with buildApp's `metrics: false` (metrics on there
// too when PAIR_CONTROL=1: an A/A control). The metrics-cost
// bench loads them in turn, so the comparison carries no process-to-process bias (heap layout,
// hash seeds, JIT decisions), only what the metrics add. Stops both on SIGTERM.
import { createDb } from '@cre/db';
import { buildApp } from '../dist/app.js';
import { loadConfig } from '../dist/env.js';

const config = loadConfig();
const handle = await createDb(config.databaseUrl);
const withMetrics = await buildApp(config, { db: handle, metrics: true });
const withoutMetrics = await buildApp(config, { db: handle, metrics: process.env.PAIR_CONTROL === '1' });
process.on('SIGTERM', async () => {
  await Promise.all([withMetrics.close(), withoutMetrics.close()]);
  await handle.close();
  process.exit(0);
});
await withoutMetrics.listen({ port: Number(process.env.PORT_WITHOUT), host: '127.0.0.1' });
await withMetrics.listen({ port: config.port, host: '127.0.0.1' });
