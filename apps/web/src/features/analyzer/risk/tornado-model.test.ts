import { type TornadoRow, tornado } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_AS_OF,
  leaseByLeaseDeal,
  manyTenantDeal,
  officeDeal,
} from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { runAllSteps } from '../sensitivity/sensitivity-model';
import {
  dealMetrics,
  orderTornadoRows,
  riskDeal,
  shownMetric,
  tornadoNow,
  tornadoSteps,
} from './tornado-model';

const row = (variable: string, swing: number | null): TornadoRow => ({
  variable,
  low: 0,
  high: 1,
  metricAtLow: swing === null ? null : 0,
  metricAtHigh: swing,
  swing,
});

describe('tornado model', () => {
  it('is the engine tornado of the form deal, and null while the form has a message', () => {
    const deal = riskDeal(officeDeal(), FIXTURE_AS_OF);
    if (!deal) throw new Error('the office deal is valid');
    expect(tornadoNow(deal, 'irr')).toEqual(tornado(deal, { metric: 'irr' }));
    expect(riskDeal({ ...officeDeal(), purchasePrice: 0 }, FIXTURE_AS_OF)).toBeNull();
  });

  it('computed one swing per step, gives the engine answer row for row (simple, leases, waterfall)', () => {
    const cases = [
      [officeDeal(), 'irr'],
      [leaseByLeaseDeal(), 'irr'],
      [leaseByLeaseDeal(), 'equityMultiple'],
      [capitalStackDeal(), 'lpIrr'],
      [capitalStackDeal(), 'noi'],
    ] as const;
    for (const [values, metric] of cases) {
      const deal = riskDeal(values, FIXTURE_AS_OF);
      if (!deal) throw new Error(`${values.name} is valid`);
      expect(runAllSteps(tornadoSteps(deal, metric))).toEqual(tornado(deal, { metric }));
    }
  });

  it('orders rows by swing, largest first, ties in list order, rows without a swing last', () => {
    const rows = [row('a', 1), row('b', null), row('c', 3), row('d', 1), row('e', null), row('f', 0)];
    expect(orderTornadoRows(rows.map((r, order) => ({ row: r, order }))).map((r) => r.variable)).toEqual([
      'c',
      'a',
      'd',
      'f',
      'b',
      'e',
    ]);
  });

  it('offers the deal metrics and falls back to the default when the chosen one is not among them', () => {
    const plain = riskDeal(officeDeal(), FIXTURE_AS_OF);
    const stacked = riskDeal(capitalStackDeal(), FIXTURE_AS_OF);
    expect(dealMetrics(plain)).not.toContain('lpIrr');
    expect(dealMetrics(stacked)).toEqual(expect.arrayContaining(['irr', 'lpIrr', 'gpIrr']));
    expect(dealMetrics(null)).toEqual([]);
    expect(shownMetric(dealMetrics(plain), 'lpIrr', 'irr')).toBe('irr');
    expect(shownMetric(dealMetrics(stacked), 'gpIrr', 'lpIrr')).toBe('gpIrr');
    expect(shownMetric([], 'noi', 'irr')).toBe('noi');
  });

  it('times the tornado of a 20-tenant deal projected lease by lease (printed)', () => {
    const deal = riskDeal(manyTenantDeal(20), FIXTURE_AS_OF);
    if (!deal) throw new Error('the 20-tenant deal is valid');
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      tornado(deal, { metric: 'irr' });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // one step of the sliced computation: the longest task it leaves on the thread
    const steps = tornadoSteps(deal, 'irr');
    const stepTimes: number[] = [];
    for (let done = false; !done; ) {
      const start = performance.now();
      done = steps.next().done === true;
      stepTimes.push(performance.now() - start);
    }
    console.info(
      `tornado, 20 tenants lease by lease (Node): whole median ${times[3]?.toFixed(1)} ms; ` +
        `in steps ${stepTimes.reduce((a, b) => a + b, 0).toFixed(1)} ms, longest step ${Math.max(...stepTimes).toFixed(1)} ms`,
    );
    expect(times.length).toBe(7);
  });
});
