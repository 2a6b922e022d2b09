/** The exports' Risk input from the page: the settings in force, and the last simulation only while it still fits. */
import { simulate } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import { recordSimulation, riskExportOf } from './risk-export';
import { createRiskSettingsStore, defaultRiskSettings } from './risk-settings';

const ASOF = '2026-11-27';

describe('riskExportOf', () => {
  const values = officeDeal();
  const input = toAnalysisInput(values, ASOF);
  const defaults = defaultRiskSettings(input);
  const result = simulate(input, { ...defaults, runs: 200, metrics: ['irr'], thresholds: { irr: [0] } });
  const calculation = { values, asOf: ASOF, result: null as never };

  it('the defaults and no simulation before any run', () => {
    expect(riskExportOf(calculation, createRiskSettingsStore(null), null)).toEqual({
      settings: defaults,
      simulation: null,
    });
  });

  it('the simulation run on this deal with these settings; kept when only the tornado metric changes', () => {
    const store = createRiskSettingsStore(null);
    const ran = recordSimulation(result, store, { values, asOf: ASOF });
    expect(riskExportOf(calculation, store, ran).simulation).toBe(result);
    store.set({ ...defaults, tornadoMetric: 'noi' });
    expect(riskExportOf(calculation, store, ran)).toEqual({
      settings: { ...defaults, tornadoMetric: 'noi' },
      simulation: result,
    });
  });

  it('left out once the seed or the deal changed (the panel shows it out of date)', () => {
    const store = createRiskSettingsStore(null);
    const ran = recordSimulation(result, store, { values, asOf: ASOF });
    store.set({ ...defaults, seed: 2 });
    expect(riskExportOf(calculation, store, ran).simulation).toBeNull();
    store.reset();
    const edited = { ...calculation, values: { ...values, purchasePrice: values.purchasePrice + 1 } };
    expect(riskExportOf(edited, store, ran).simulation).toBeNull();
  });
});
