import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveLease } from '../src/defaults.js';
import {
  analysisInputObject,
  DEFAULTS,
  describeFields,
  FIELD_LABELS,
  fieldFiller,
  LEASE_DEFAULTS,
  MESSAGES,
  resolveInput,
  storedPropertyObject,
} from '../src/index.js';
import { EXPECTED_DEFAULTS } from './helpers/defaults.js';

describe('defaults read off the schema', () => {
  it('DEFAULTS hold the documented default of every optional input, unchanged', () => {
    // a changed or removed default fails; a new input's default is declared in the schema alone
    expect(DEFAULTS).toMatchObject(EXPECTED_DEFAULTS);
    expect(LEASE_DEFAULTS).toEqual({
      freeMonths: 0,
      tenantImprovements: 0,
      annualRentIncrease: 3,
      suite: '',
      recoveryType: null,
      marketRentPerSqft: null,
    });
  });

  it('resolveInput fills every default, keeps given values and treats wrong kinds as missing', () => {
    const resolved = resolveInput({
      purchasePrice: 1e6,
      sqft: 1e4,
      interestRate: 6,
      vacancyRate: 7,
      isNnnLease: true,
      exitCapRate: 6.5,
      revenueInputType: 'bogus' as 'aggregate',
      loanTerm: Number.NaN,
    });
    expect(resolved).toEqual({
      ...DEFAULTS,
      purchasePrice: 1e6,
      sqft: 1e4,
      interestRate: 6,
      vacancyRate: 7,
      isNnnLease: true,
      exitCapRate: 6.5,
      tenantLeases: [],
      asOf: null,
    });
  });

  it('resolveInput names a missing required field', () => {
    // @ts-expect-error interestRate is missing on purpose.
    expect(() => resolveInput({ purchasePrice: 1e6, sqft: 1e4 })).toThrow(
      'analyze: interestRate is required and must be a finite number',
    );
  });

  it('resolveLease counts missing sizes and rents as 0 and applies the lease defaults', () => {
    expect(resolveLease({ tenantName: 'A', sqftLeased: 100 })).toEqual({
      tenantName: 'A',
      sqftLeased: 100,
      rentPerSqft: 0,
      leaseTerm: 0,
      freeMonths: 0,
      tenantImprovements: 0,
      annualRentIncrease: 3,
      startDate: '',
      endDate: '',
      suite: '',
      rentSteps: [],
      recoveryType: null,
      marketRentPerSqft: null,
    });
  });
});

describe('describeFields', () => {
  it('reads kind, nullability, requiredness, default and options off each field', () => {
    const byKey = new Map(describeFields(analysisInputObject).map((f) => [f.key, f]));
    expect(byKey.get('purchasePrice')).toEqual({
      key: 'purchasePrice',
      kind: 'number',
      nullable: false,
      required: true,
      defaultValue: undefined,
      options: [],
    });
    expect(byKey.get('exitCapRate')).toMatchObject({
      kind: 'number',
      nullable: true,
      required: false,
      defaultValue: null,
    });
    expect(byKey.get('revenueInputType')).toMatchObject({
      kind: 'enum',
      options: ['aggregate', 'individual'],
    });
    expect(byKey.get('isInterestOnly')).toMatchObject({ kind: 'boolean', defaultValue: false });
    expect(byKey.get('tenantLeases')).toMatchObject({ kind: 'list', required: false });
    expect(byKey.get('asOf')).toMatchObject({ kind: 'text', required: false, defaultValue: undefined });
  });

  it('the stored fields are the project details, every input but the rent roll (capital stack included), the analysis date, and the entry modes', () => {
    const keys = describeFields(storedPropertyObject).map((f) => f.key);
    expect(keys.slice(0, 7)).toEqual([
      'name',
      'address',
      'city',
      'state',
      'zipCode',
      'propertyType',
      'yearBuilt',
    ]);
    expect(keys).not.toContain('tenantLeases');
    expect(keys.slice(-2)).toEqual(['rentInputMode', 'nnnInputMethod']);
    // the capital stack (section 12) is stored with the rest: its six inputs among them
    const inputs = describeFields(analysisInputObject)
      .map((f) => f.key)
      .filter((key) => key !== 'asOf' && key !== 'tenantLeases');
    expect(inputs).toEqual(
      expect.arrayContaining([
        'interestOnlyMonths',
        'loanMaturityYears',
        'loanFeePercent',
        'secondLoan',
        'refinance',
        'waterfall',
      ]),
    );
    expect(keys).toEqual([...keys.slice(0, 7), ...inputs, 'asOf', 'rentInputMode', 'nnnInputMethod']);
  });
});

describe('labels and messages declared beside the rules', () => {
  it('keeps the exact texts under their keys', () => {
    expect(MESSAGES.sellingCostsPercent).toBe('Selling costs must be between 0% and 20%');
    expect(MESSAGES.asOfRequired).toBe('As-of date is required for a rent roll');
    expect(FIELD_LABELS.yearBuilt).toBe('Year built');
    expect(FIELD_LABELS.annualRentIncrease).toBe('Annual rent increase');
  });
});

describe('fieldFiller: the generated filler and the generic loop agree', () => {
  const specs = describeFields(analysisInputObject);
  const onMissing = (spec: { key: string }) => `missing ${spec.key}`;
  const compiled = fieldFiller<Record<string, unknown>>(specs, onMissing);
  const loop = fieldFiller<Record<string, unknown>>(specs, onMissing, 'loop');
  const junk = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.double(),
    fc.boolean(),
    fc.constantFrom('aggregate', 'individual', 'perSqft', '2024-01-01', ''),
    fc.array(fc.integer(), { maxLength: 2 }),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
  );

  it('fills the same values, keys and key order for any input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...specs.map((s) => s.key)), junk), (input) => {
        const a = compiled(input);
        const b = loop(input);
        expect(Object.keys(a)).toEqual(specs.map((s) => s.key));
        expect(a).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });

  it('gives each list its own new array and keeps a given one', () => {
    const first = compiled({});
    expect(first.tenantLeases).toEqual([]);
    expect(compiled({}).tenantLeases).not.toBe(first.tenantLeases);
    const leases = [{ tenantName: 'A' }];
    expect(compiled({ tenantLeases: leases }).tenantLeases).toBe(leases);
    expect(compiled({}).purchasePrice).toBe('missing purchasePrice');
  });
});
