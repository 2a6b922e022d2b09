import { SCENARIO_MESSAGES, scenarioDeal } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import { createFormStore } from '../model/form-store';
import {
  diffOverrides,
  engineInputs,
  nextScenarioName,
  scenarioNameError,
  variantFormValues,
  variantsOfProject,
} from './scenario-model';
import { createScenarioStore } from './scenario-store';

const ASOF = '2026-11-24';

function setup() {
  const form = createFormStore(officeDeal(), ASOF);
  const scenarios = createScenarioStore(form);
  return { form, scenarios };
}

describe('scenario overrides in engine terms', () => {
  it('is the difference of the engine inputs, with the rent per sq ft as annualRent', () => {
    const base = { ...officeDeal(), rentInputMode: 'perSqft' as const, rentPerSqft: 15 };
    const variant = { ...base, rentPerSqft: 18, exitCapRate: 7.5, name: 'Other name' };
    expect(diffOverrides(engineInputs(variant), engineInputs(base))).toEqual({
      annualRent: 18 * 20_000,
      exitCapRate: 7.5,
    });
  });

  it('overrides a capital-stack group whole, only when it differs (copies of the same group do not)', () => {
    const waterfall = {
      lpEquityPercent: 90,
      prefRate: 8,
      catchUpPercent: 0,
      tiers: [{ hurdleIrr: 12, promotePercent: 20 }],
      residualPromotePercent: 30,
    };
    const base = { ...officeDeal(), interestOnlyMonths: 24, waterfall };
    const copy = { ...base, waterfall: { ...waterfall, tiers: [{ hurdleIrr: 12, promotePercent: 20 }] } };
    expect(diffOverrides(engineInputs(copy), engineInputs(base))).toEqual({});
    const richer = { ...waterfall, tiers: [{ hurdleIrr: 12, promotePercent: 25 }] };
    const variant = { ...base, interestOnlyMonths: 12, waterfall: richer, refinance: null };
    expect(diffOverrides(engineInputs(variant), engineInputs(base))).toEqual({
      interestOnlyMonths: 12,
      waterfall: richer,
    });
    const values = variantFormValues(base, { waterfall: null, loanFeePercent: 1 });
    expect(values.waterfall).toBeNull();
    expect(values.loanFeePercent).toBe(1);
  });

  it('keeps the previous object when nothing changed', () => {
    const base = engineInputs(officeDeal());
    const previous = { vacancyRate: 10 };
    expect(diffOverrides({ ...base, vacancyRate: 10 }, base, previous)).toBe(previous);
  });

  it('rebuilds form values whose engine inputs are the variant deal', () => {
    for (const rentInputMode of ['total', 'perSqft'] as const) {
      const base = { ...officeDeal(), rentInputMode, rentPerSqft: 15, nnnInputMethod: 'total' as const };
      const overrides = { annualRent: 360_000, exitCapRate: 7.5, sqft: 24_000, nnnChargesPerSqft: 3 };
      const values = variantFormValues(base, overrides);
      const deal = scenarioDeal(toAnalysisInput(base, ASOF), overrides);
      const rebuilt = toAnalysisInput(values, ASOF);
      for (const [key, value] of Object.entries(deal)) {
        const got = rebuilt[key as keyof typeof rebuilt];
        if (typeof value === 'number') expect(got, key).toBeCloseTo(value);
        else expect(got, key).toEqual(value);
      }
      // the rebuilt variant diffs back to its own overrides
      expect(diffOverrides(engineInputs(values), engineInputs(base))).toEqual(
        expect.objectContaining({ exitCapRate: 7.5, sqft: 24_000 }),
      );
    }
  });

  it('checks names with the engine messages and names new variants Scenario 2, 3, ...', () => {
    expect(scenarioNameError(' ', [], 0)).toBe(SCENARIO_MESSAGES.name);
    expect(scenarioNameError('x'.repeat(61), [], 0)).toBe(SCENARIO_MESSAGES.nameMax);
    expect(scenarioNameError('base', [], 0)).toBe(SCENARIO_MESSAGES.nameBase);
    expect(scenarioNameError('downside', ['Downside', 'Upside'], 1)).toBe(SCENARIO_MESSAGES.nameTaken);
    expect(scenarioNameError('Downside', ['Downside', 'Upside'], 0)).toBeNull();
    expect(nextScenarioName([])).toBe('Scenario 2');
    expect(nextScenarioName(['Scenario 2'])).toBe('Scenario 3');
    expect(nextScenarioName(['Scenario 3'])).toBe('Scenario 4');
  });

  it('reads a saved project’s variants, dropping inputs a scenario cannot change', () => {
    expect(
      variantsOfProject({
        scenarios: [{ name: 'Downside', overrides: { vacancyRate: 10, tenantLeases: [] } }],
      }),
    ).toEqual([{ name: 'Downside', overrides: { vacancyRate: 10 } }]);
    expect(variantsOfProject({})).toEqual([]);
  });
});

describe('scenario store', () => {
  it('adds up to five variants, each shown when added, with no overrides', () => {
    const { scenarios, form } = setup();
    for (let i = 0; i < 5; i++) expect(scenarios.add()).toBe(true);
    expect(scenarios.add()).toBe(false);
    expect(scenarios.duplicate()).toBe(false);
    const state = scenarios.getState();
    expect(state.names).toEqual(['Scenario 2', 'Scenario 3', 'Scenario 4', 'Scenario 5', 'Scenario 6']);
    expect(state.active).toBe(5);
    expect(state.variants.every((variant) => Object.keys(variant.overrides).length === 0)).toBe(true);
    expect(form.getValues()).toEqual(officeDeal());
  });

  it('edits in a variant override that input only; Base stays; reset brings back the base value', () => {
    const { scenarios, form } = setup();
    scenarios.add();
    form.set('exitCapRate', 8);
    form.set('vacancyRate', 10);
    expect(scenarios.getState().variants[0]?.overrides).toEqual({ exitCapRate: 8, vacancyRate: 10 });
    expect(scenarios.getState().base.exitCapRate).toBe(officeDeal().exitCapRate);
    expect(scenarios.isOverridden('exitCapRate')).toBe(true);
    expect(scenarios.isOverridden('purchasePrice')).toBe(false);
    scenarios.resetField('exitCapRate');
    expect(scenarios.getState().variants[0]?.overrides).toEqual({ vacancyRate: 10 });
    expect(form.getValues().exitCapRate).toBe(officeDeal().exitCapRate);
    expect(form.getValues().vacancyRate).toBe(10);
    // back to the base value by typing it is no override either
    form.set('vacancyRate', officeDeal().vacancyRate);
    expect(scenarios.getState().variants[0]?.overrides).toEqual({});
  });

  it('switching shows each scenario; a Base edit shows through variants that do not override it', () => {
    const { scenarios, form } = setup();
    scenarios.add();
    form.set('vacancyRate', 10);
    scenarios.select(0);
    expect(form.getValues().vacancyRate).toBe(officeDeal().vacancyRate);
    form.set('purchasePrice', 4_000_000);
    form.set('vacancyRate', 3);
    scenarios.select(1);
    expect(form.getValues().purchasePrice).toBe(4_000_000);
    expect(form.getValues().vacancyRate).toBe(10);
    expect(scenarios.getState().variants[0]?.overrides).toEqual({ vacancyRate: 10 });
  });

  it('duplicates the shown variant’s overrides; duplicating Base gives an empty variant', () => {
    const { scenarios, form } = setup();
    scenarios.add();
    form.set('interestRate', 7.5);
    expect(scenarios.duplicate()).toBe(true);
    expect(scenarios.getState().variants[1]).toEqual({
      name: 'Scenario 3',
      overrides: { interestRate: 7.5 },
    });
    expect(scenarios.getState().active).toBe(2);
    expect(form.getValues().interestRate).toBe(7.5);
    scenarios.select(0);
    scenarios.duplicate();
    expect(scenarios.getState().variants[2]?.overrides).toEqual({});
  });

  it('renames with the engine messages and deletes, showing Base when the shown one goes', () => {
    const { scenarios, form } = setup();
    scenarios.add();
    scenarios.add();
    expect(scenarios.rename(1, 'Base')).toBe(SCENARIO_MESSAGES.nameBase);
    expect(scenarios.rename(1, 'scenario 3')).toBe(SCENARIO_MESSAGES.nameTaken);
    expect(scenarios.rename(1, '  Downside ')).toBeNull();
    expect(scenarios.getState().names).toEqual(['Downside', 'Scenario 3']);
    form.set('vacancyRate', 12);
    scenarios.remove(2);
    expect(scenarios.getState().active).toBe(0);
    expect(scenarios.getState().names).toEqual(['Downside']);
    expect(form.getValues().vacancyRate).toBe(officeDeal().vacancyRate);
    expect(scenarios.variants()).toEqual([{ name: 'Downside', overrides: {} }]);
  });

  it('loads a project’s variants with Base shown', () => {
    const { scenarios, form } = setup();
    scenarios.add();
    scenarios.load({ ...officeDeal(), name: 'Loaded' }, [
      { name: 'Upside', overrides: { rentEscalationRate: 4 } },
    ]);
    expect(scenarios.getState().active).toBe(0);
    expect(form.getValues().name).toBe('Loaded');
    scenarios.select(1);
    expect(form.getValues().rentEscalationRate).toBe(4);
    expect(form.getValues().name).toBe('Loaded');
  });

  it('a rent roll edit in a variant is the project’s: Base (and every scenario) gets it, no override', () => {
    const form = createFormStore(retailRentRoll(), ASOF);
    const scenarios = createScenarioStore(form);
    scenarios.add();
    form.set('vacancyRate', 9);
    const leases = form
      .getValues()
      .tenantLeases.map((lease, i) => (i === 0 ? { ...lease, rentPerSqft: 99 } : lease));
    form.set('tenantLeases', leases);
    expect(scenarios.getState().base.tenantLeases).toBe(leases);
    expect(scenarios.getState().variants[0]?.overrides).toEqual({ vacancyRate: 9 });
    scenarios.select(0);
    expect(form.getValues().tenantLeases[0]?.rentPerSqft).toBe(99);
    expect(form.getValues().vacancyRate).toBe(retailRentRoll().vacancyRate);
  });
});
