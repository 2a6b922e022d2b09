/** The shared page's calculation carries the project's risk settings to the exports' Risk sections. */
import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../test/analyzer-fixtures';
import { sharedOf } from '../../../test/fake-shares-api';
import { savedProject } from '../../../test/projects-api';
import { sharedCalculation } from './shared-calculation';

describe('sharedCalculation: risk settings', () => {
  it("a project's own settings: its tornado metric, runs and seed, and no simulation", () => {
    const settings = {
      tornadoMetric: 'noi' as const,
      runs: 1_000,
      seed: 42,
      variables: [],
      irrTargets: [0, 9],
    };
    const project = { ...savedProject(officeDeal(), 7), riskSettings: settings };
    const { risk } = sharedCalculation(sharedOf(project).project, '2026-11-27');
    expect(risk).toEqual({ settings, simulation: null });
  });

  it('a project on the defaults: the IRR tornado and the deal’s default variables', () => {
    const { risk } = sharedCalculation(sharedOf(savedProject(officeDeal(), 8)).project, '2026-11-27');
    expect(risk.simulation).toBeNull();
    expect(risk.settings).toMatchObject({ tornadoMetric: 'irr', runs: 10_000, seed: 1, irrTargets: [0] });
    expect(risk.settings.variables.map((entry) => entry.variable)).toEqual([
      'exitCapRate',
      'rentEscalationRate',
      'vacancyRate',
    ]);
  });
});
