import { propertyPayloadSchema, resolveLease } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { formValuesToPayload, projectToFormValues, toAnalysisInput } from './deal-mapping';
import { clearedFormValues, defaultFormValues } from './form-values';
import { reviewFlagsOf, withReview } from './review-flags';
import type { SavedProject } from './saved-project';

/** What the API answers for a saved payload: the payload plus ids and timestamps. */
function asSaved(payload: ReturnType<typeof formValuesToPayload>, id: number): SavedProject {
  return {
    ...payload,
    readyTargets: null,
    riskSettings: null,
    scenarios: [],
    id,
    userId: 1,
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    lastAccessedAt: null,
    tenantLeases: payload.tenantLeases.map((lease, index) => ({ ...lease, id: index + 1, propertyId: id })),
  };
}

describe('project mapping', () => {
  it('saves the leases to review by position and puts the flags back on them when loaded', () => {
    const values = retailRentRoll();
    const flags = [
      { code: 'expired', message: 'The lease expired on 6/30/2026, before the as-of date 12/31/2026.' },
    ];
    values.tenantLeases = values.tenantLeases.map((lease, i) => (i === 1 ? withReview(lease, flags) : lease));
    const payload = formValuesToPayload(values, null);
    expect(payload.leaseReviews).toEqual([{ position: 1, flags }]);
    // the engine's own lease objects carry no review
    expect(propertyPayloadSchema.parse(payload).tenantLeases[1]).not.toHaveProperty('review');
    const loaded = projectToFormValues(asSaved(payload, 7));
    expect(loaded.tenantLeases.map((lease) => reviewFlagsOf(lease))).toEqual([[], flags, []]);
    expect(formValuesToPayload(loaded, 7).leaseReviews).toEqual([{ position: 1, flags }]);
  });

  it('builds a payload the engine schema accepts, with the id only when a project is loaded', () => {
    const payload = formValuesToPayload(officeDeal(), null);
    expect('id' in payload).toBe(false);
    expect(propertyPayloadSchema.safeParse(payload).success).toBe(true);
    expect(formValuesToPayload(officeDeal(), 42).id).toBe(42);
  });

  it('restores every saved field of an aggregate deal', () => {
    const values = officeDeal();
    // The entries of the other modes are derived: $300,000 / 20,000 sq ft, and $2 x 20,000 sq ft.
    expect(projectToFormValues(asSaved(formValuesToPayload(values, null), 9))).toEqual({
      ...values,
      rentPerSqft: 15,
      nnnTotalAnnual: 40_000,
    });
  });

  it('restores the rent roll, the individual revenue mode and the NNN method', () => {
    const values = retailRentRoll();
    const payload = formValuesToPayload(values, null);
    expect(payload.revenueInputType).toBe('individual');
    expect(payload.tenantLeases).toHaveLength(3);
    // the leases come back with the lease detail's defaults (the fixture leaves it out)
    expect(projectToFormValues(asSaved(payload, 3))).toEqual({
      ...values,
      tenantLeases: values.tenantLeases.map((lease) => resolveLease(lease)),
      nnnTotalAnnual: 78_000,
    });
  });

  it('carries the lease detail (suite, rent steps, recovery type, market rent) to the engine, the save and back', () => {
    const values = retailRentRoll();
    const [coffee, dental, gym] = values.tenantLeases;
    const detailed = {
      ...values,
      tenantLeases: [
        {
          ...coffee!,
          suite: '101A',
          rentSteps: [
            { date: '2026-01-01', rentPerSqft: 37.5 },
            { date: '2027-01-01', rentPerSqft: 39 },
          ],
          recoveryType: 'base-year' as const,
          marketRentPerSqft: 40,
        },
        { ...dental!, suite: '', rentSteps: [], recoveryType: 'gross' as const, marketRentPerSqft: 0 },
        { ...gym!, suite: '300', rentSteps: [], recoveryType: null, marketRentPerSqft: null },
      ],
    };
    const detail = (lease: Record<string, unknown>) => ({
      suite: lease.suite,
      rentSteps: lease.rentSteps,
      recoveryType: lease.recoveryType,
      marketRentPerSqft: lease.marketRentPerSqft,
    });
    const expected = detailed.tenantLeases.map(detail);
    expect(toAnalysisInput(detailed, FIXTURE_AS_OF).tenantLeases?.map(detail)).toEqual(expected);
    const payload = formValuesToPayload(detailed, null);
    expect(payload.tenantLeases.map(detail)).toEqual(expected);
    expect(propertyPayloadSchema.safeParse(payload).success).toBe(true);
    const restored = projectToFormValues(asSaved(payload, 4));
    expect(restored.tenantLeases).toEqual(detailed.tenantLeases);
    // an unset market rent stays unset (the property's), a zero market rent stays zero
    expect(restored.tenantLeases.map((lease) => lease.marketRentPerSqft)).toEqual([40, 0, null]);
  });

  it('loads the leases of a project saved before the lease detail with its defaults', () => {
    const old = formValuesToPayload(retailRentRoll(), null);
    const restored = projectToFormValues(asSaved(old, 2));
    for (const lease of restored.tenantLeases) {
      expect(lease).toMatchObject({ suite: '', rentSteps: [], recoveryType: null, marketRentPerSqft: null });
    }
    // explicit nulls (what an API may send for a missing column) mean the defaults too
    const nulls = {
      ...old,
      tenantLeases: old.tenantLeases.map((lease) => ({ ...lease, suite: null, rentSteps: null })),
    };
    expect(projectToFormValues(nulls).tenantLeases.map((lease) => [lease.suite, lease.rentSteps])).toEqual([
      ['', []],
      ['', []],
      ['', []],
    ]);
  });

  it('converts per-sq-ft rent to annual rent and back', () => {
    const values = { ...officeDeal(), rentInputMode: 'perSqft' as const, rentPerSqft: 15.5 };
    const payload = formValuesToPayload(values, null);
    expect(payload.annualRent).toBe(310_000);
    expect(payload.rentInputMode).toBe('perSqft');
    const restored = projectToFormValues(asSaved(payload, 1));
    expect(restored.rentPerSqft).toBe(15.5);
    expect(restored.annualRent).toBe(310_000);
  });

  it('stores total annual NNN expenses as charges per sq ft and restores the total', () => {
    const values = {
      ...officeDeal(),
      isNnnLease: true,
      nnnInputMethod: 'total' as const,
      nnnTotalAnnual: 90_000,
    };
    const payload = formValuesToPayload(values, null);
    expect(payload.nnnChargesPerSqft).toBe(4.5);
    const restored = projectToFormValues(asSaved(payload, 1));
    expect(restored.nnnInputMethod).toBe('total');
    expect(restored.nnnTotalAnnual).toBe(90_000);
  });

  it('sends blank text fields as null and drops an unused rent roll in aggregate mode', () => {
    const values = { ...officeDeal(), name: '  ', tenantLeases: retailRentRoll().tenantLeases };
    const payload = formValuesToPayload(values, null);
    expect(payload.name).toBeNull();
    expect(payload.tenantLeases).toEqual([]);
  });

  it('fills missing fields of an old project with the entity defaults', () => {
    const restored = projectToFormValues({ id: 5, purchasePrice: 900_000, sqft: 6_000, interestRate: 7 });
    expect(restored).toEqual({
      ...defaultFormValues(),
      purchasePrice: 900_000,
      sqft: 6_000,
      interestRate: 7,
      nnnChargesPerSqft: 0,
      nnnTotalAnnual: 0,
    });
  });

  it('has New Project sample defaults and Clear Form zero defaults with a 30-year loan term', () => {
    expect(defaultFormValues()).toMatchObject({
      vacancyRate: 5,
      downPaymentPercent: 25,
      interestRate: 5.5,
      loanTerm: 25,
      rentEscalationRate: 3,
      nnnEscalationRate: 2.5,
      appreciationRate: 3,
      nnnChargesPerSqft: 2,
      purchasePrice: 0,
      tenantLeases: [],
    });
    const cleared = clearedFormValues();
    expect(cleared.loanTerm).toBe(30);
    expect(cleared).toMatchObject({
      purchasePrice: 0,
      sqft: 0,
      annualRent: 0,
      vacancyRate: 0,
      downPaymentPercent: 0,
      interestRate: 0,
      appreciationRate: 0,
      rentEscalationRate: 0,
      nnnEscalationRate: 0,
      nnnChargesPerSqft: 0,
      marketCapRate: null,
      exitCapRate: null,
      tenantLeases: [],
    });
  });
});
