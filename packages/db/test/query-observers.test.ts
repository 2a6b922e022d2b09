import { describe, expect, it } from 'vitest';
import { type QueryObservation, sql } from '../src/index.js';
import { backends, useTestDatabase } from './backends.js';

describe.each(backends)('observeQueries and poolStats (%s)', (kind) => {
  const database = useTestDatabase(kind);

  it("reports every statement's duration and outcome until the observer stops, never failing a query", async () => {
    const handle = database();
    const seen: QueryObservation[] = [];
    const stop = handle.observeQueries((observation) => seen.push(observation));
    const stopThrowing = handle.observeQueries(() => {
      throw new Error('an observer that fails');
    });
    await sql`select pg_sleep(0.02)`.execute(handle.db);
    await expect(sql`select * from no_such_table`.execute(handle.db)).rejects.toThrow(/no_such_table/);
    stop();
    stopThrowing();
    await sql`select 1`.execute(handle.db);
    expect(seen.map((s) => s.ok)).toEqual([true, false]);
    expect(seen[0]?.durationMs).toBeGreaterThanOrEqual(19);
  });

  it('gives the pool counts on PostgreSQL and nothing for the embedded database', async () => {
    const handle = database();
    await sql`select 1`.execute(handle.db);
    const stats = handle.poolStats();
    if (kind === 'pglite') expect(stats).toBeUndefined();
    else {
      expect(stats).toMatchObject({ waiting: 0, max: expect.any(Number) });
      expect(stats?.total).toBeGreaterThanOrEqual(1);
      expect(stats?.idle).toBeLessThanOrEqual(stats?.total ?? 0);
    }
  });
});
