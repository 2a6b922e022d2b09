import { defaultSimulationVariables, type RiskSettings, riskSettingsSchema } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal, officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { toAnalysisInput } from '../model/deal-mapping';
import {
  createRiskSettingsStore,
  defaultRiskSettings,
  riskSettingsOfProject,
  sameRiskSettings,
} from './risk-settings';

const office = () => toAnalysisInput(officeDeal(), FIXTURE_AS_OF);
const stacked = () => toAnalysisInput(capitalStackDeal(), FIXTURE_AS_OF);

const custom: RiskSettings = {
  tornadoMetric: 'equityMultiple',
  runs: 2_500,
  seed: 42,
  variables: [
    { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 6.5, mode: 7, max: 8 } },
    { variable: 'rentScale', distribution: { kind: 'normal', sd: 0.05 } },
  ],
  irrTargets: [0, 10],
};

describe('risk settings', () => {
  it('defaults to IRR, 10,000 runs from seed 1, the engine variables and a 0% IRR target', () => {
    const deal = office();
    expect(defaultRiskSettings(deal)).toEqual({
      tornadoMetric: 'irr',
      runs: 10_000,
      seed: 1,
      variables: defaultSimulationVariables(deal),
      irrTargets: [0],
    });
    expect(defaultRiskSettings(deal).variables.length).toBeGreaterThan(0);
    expect(defaultRiskSettings(toAnalysisInput(leaseByLeaseDeal(), FIXTURE_AS_OF)).tornadoMetric).toBe('irr');
    expect(defaultRiskSettings(null)).toEqual({
      tornadoMetric: 'irr',
      runs: 10_000,
      seed: 1,
      variables: [],
      irrTargets: [0],
    });
  });

  it('with a waterfall defaults to LP IRR and adds the preferred return (the hurdle) to the IRR targets', () => {
    const deal = stacked();
    expect(deal.waterfall?.prefRate).toBe(8);
    expect(defaultRiskSettings(deal)).toMatchObject({ tornadoMetric: 'lpIrr', irrTargets: [0, 8] });
    // the defaults pass the schema a project's settings are saved with
    expect(riskSettingsSchema.parse(defaultRiskSettings(deal))).toEqual(defaultRiskSettings(deal));
  });

  it("reads a project's settings: null for none, for an older project and for settings the schema refuses", () => {
    expect(riskSettingsOfProject(null)).toBeNull();
    expect(riskSettingsOfProject({})).toBeNull();
    expect(riskSettingsOfProject({ riskSettings: null })).toBeNull();
    expect(riskSettingsOfProject({ riskSettings: custom })).toEqual(custom);
    expect(riskSettingsOfProject({ riskSettings: { ...custom, runs: 0 } })).toBeNull();
    expect(riskSettingsOfProject({ riskSettings: 'garbage' })).toBeNull();
  });

  it('keeps settings equal to the defaults as null, so they go on following the deal', () => {
    const store = createRiskSettingsStore();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    const defaults = defaultRiskSettings(office());
    store.set({ ...defaults }, defaults);
    expect(store.get()).toBeNull();
    expect(calls).toBe(0);
    store.set(custom, defaults);
    expect(store.get()).toEqual(custom);
    expect(calls).toBe(1);
    // the same settings, their keys in another order: no change
    store.set({
      irrTargets: [0, 10],
      seed: 42,
      runs: 2_500,
      variables: custom.variables,
      tornadoMetric: 'equityMultiple',
    });
    expect(calls).toBe(1);
    store.reset();
    expect(store.get()).toBeNull();
    expect(calls).toBe(2);
    expect(sameRiskSettings(custom, { ...custom, seed: 43 })).toBe(false);
    expect(sameRiskSettings(null, custom)).toBe(false);
  });
});
