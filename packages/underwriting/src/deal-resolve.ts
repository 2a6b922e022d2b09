/**
 * `resolveValidDeal`: the fast path of the deal check. A valid deal (the common case) is tested
 * field by field without building any message and copied with its defaults in the same pass, so
 * checking costs little more than applying the defaults did. The bounds restate the rules of
 * `deal-rules.ts` (and so of `analysisInputSchema`); test/deal-check.test.ts holds both to the
 * schema. Anything this test refuses goes to the exact check of deal-check.ts for its messages.
 */
import { daysInMonth } from './dates.js';
import { DEFAULTS, LEASE_DEFAULTS } from './defaults.js';
import { MAX_AMOUNT, MAX_LEASE_MONTHS, MAX_SQFT, MAX_TENANTS, MAX_TEXT_LENGTH } from './limits.js';
import type { ResolvedInput, TenantLease } from './types.js';

/** A deal or lease as read here: any field may hold anything. */
export type Loose = { readonly [key: string]: unknown };

/** A plain object (not null, not an array), as zod's object schemas require. */
export const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value of the two digits at `text[at..at+1]`, or -1 when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const hi = text.charCodeAt(at) - 48;
  const lo = text.charCodeAt(at + 1) - 48;
  return hi >= 0 && hi <= 9 && lo >= 0 && lo <= 9 ? hi * 10 + lo : -1;
}

/**
 * True for a real `yyyy-mm-dd` date in 1900..2200 (the common case, tested without building a
 * day number); false sends the date to the exact rules of deal-check.ts.
 */
export function plainDate(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  if (SEEN_DATES.has(text)) return true;
  if (!readDate(text)) return false;
  if (SEEN_DATES.size >= SEEN_DATES_MAX) SEEN_DATES.clear();
  SEEN_DATES.add(text);
  return true;
}

/**
 * Date texts {@link readDate} accepted, so that the dates of a rent roll analyzed again (the web
 * recomputes on every keystroke, a sensitivity grid checks its deal each time) are looked up, not
 * read again. A text's validity never changes, so this remembers nothing a caller could observe.
 */
const SEEN_DATES = new Set<string>();
const SEEN_DATES_MAX = 4096;

/** {@link plainDate} without the memo. */
function readDate(text: string): boolean {
  if (text.length !== 10) return false;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  const century = twoDigits(text, 0);
  const yy = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  if (century < 19 || century > 22 || yy < 0 || (century === 22 && yy > 0)) return false;
  return (
    month >= 1 && month <= 12 && day >= 1 && (day <= 28 || day <= daysInMonth(century * 100 + yy, month))
  );
}

/**
 * The lease with its defaults applied (what `resolveLease` returns for it) when it passes every
 * rule of `tenantLeaseSchema`, else null (which sends the deal to the exact check). The test and
 * the copy are one pass over the lease's fields.
 */
function validLease(l: unknown): TenantLease | null {
  if (!isRecord(l)) return null;
  const tenantName = l.tenantName;
  if (typeof tenantName !== 'string' || tenantName.length > MAX_TEXT_LENGTH) return null;
  const first = tenantName.charCodeAt(0);
  const sqftLeased = l.sqftLeased;
  const rentPerSqft = l.rentPerSqft;
  const leaseTerm = l.leaseTerm;
  const freeMonths = l.freeMonths;
  const tenantImprovements = l.tenantImprovements;
  const annualRentIncrease = l.annualRentIncrease;
  const startDate = l.startDate;
  const endDate = l.endDate;
  const fits =
    // a printable ASCII first character is not white space (else the exact check runs /\S/)
    first > 32 &&
    first < 127 &&
    typeof sqftLeased === 'number' &&
    sqftLeased >= 1 &&
    sqftLeased <= MAX_SQFT &&
    typeof rentPerSqft === 'number' &&
    rentPerSqft >= 0 &&
    rentPerSqft <= MAX_AMOUNT &&
    typeof leaseTerm === 'number' &&
    leaseTerm >= 1 &&
    leaseTerm <= MAX_LEASE_MONTHS &&
    (freeMonths === undefined ||
      (typeof freeMonths === 'number' && freeMonths >= 0 && freeMonths <= MAX_LEASE_MONTHS)) &&
    (tenantImprovements === undefined ||
      (typeof tenantImprovements === 'number' &&
        tenantImprovements >= 0 &&
        tenantImprovements <= MAX_AMOUNT)) &&
    (annualRentIncrease === undefined ||
      (typeof annualRentIncrease === 'number' && annualRentIncrease >= 0 && annualRentIncrease <= 100)) &&
    plainDate(startDate) &&
    plainDate(endDate);
  if (!fits) return null;
  return {
    tenantName,
    sqftLeased,
    rentPerSqft,
    leaseTerm,
    freeMonths: freeMonths === undefined ? LEASE_DEFAULTS.freeMonths : freeMonths,
    tenantImprovements:
      tenantImprovements === undefined ? LEASE_DEFAULTS.tenantImprovements : tenantImprovements,
    annualRentIncrease:
      annualRentIncrease === undefined ? LEASE_DEFAULTS.annualRentIncrease : annualRentIncrease,
    startDate: startDate as string,
    endDate: endDate as string,
  };
}

/**
 * Rent rolls whose leases already carry their defaults: the ones {@link validLeases} built. The
 * income pass reads them as they are instead of applying the defaults a second time.
 */
const DEFAULTED_ROLLS = new WeakSet<readonly TenantLease[]>();

/** True when `leases` came out of the deal check with every lease's defaults applied. */
export const isDefaultedRoll = (leases: readonly TenantLease[]): boolean => DEFAULTED_ROLLS.has(leases);

/**
 * The rent roll with each lease's defaults applied when every lease passes (in leases mode also
 * ends on or after its start), else null.
 */
function validLeases(leases: unknown, leasesMode: boolean): TenantLease[] | null {
  if (!Array.isArray(leases) || leases.length > MAX_TENANTS) return null;
  const out: TenantLease[] = new Array(leases.length);
  for (let i = 0; i < leases.length; i++) {
    const l = validLease(leases[i]);
    // yyyy-mm-dd strings order as their dates
    if (l === null || (leasesMode && l.endDate < l.startDate)) return null;
    out[i] = l;
  }
  DEFAULTED_ROLLS.add(out);
  return out;
}

/**
 * The deal with its defaults applied (what `resolveInput` returns for it) when it passes every
 * rule of `analysisInputSchema`, else null. Each field is read once, tested without building any
 * message and copied: the check costs little more than applying the defaults did. Null sends the
 * deal to `dealIssues`, which finds the schema's issues.
 */
export function resolveValidDeal(input: unknown): ResolvedInput | null {
  if (!isRecord(input)) return null;
  const d = input;
  const purchasePrice = d.purchasePrice;
  const sqft = d.sqft;
  const revenueInputType = d.revenueInputType;
  const annualRent = d.annualRent;
  const otherIncome = d.otherIncome;
  const vacancyRate = d.vacancyRate;
  const propertyTaxes = d.propertyTaxes;
  const insurance = d.insurance;
  const maintenance = d.maintenance;
  const managementFees = d.managementFees;
  const repairs = d.repairs;
  const otherExpenses = d.otherExpenses;
  const isNnnLease = d.isNnnLease;
  const nnnChargesPerSqft = d.nnnChargesPerSqft;
  const nnnEscalationRate = d.nnnEscalationRate;
  const downPaymentPercent = d.downPaymentPercent;
  const interestRate = d.interestRate;
  const loanTerm = d.loanTerm;
  const isInterestOnly = d.isInterestOnly;
  const marketCapRate = d.marketCapRate;
  const exitCapRate = d.exitCapRate;
  const appreciationRate = d.appreciationRate;
  const rentEscalationRate = d.rentEscalationRate;
  const holdPeriod = d.holdPeriod;
  const tenantLeases = d.tenantLeases;
  const asOf = d.asOf;
  const closingCostsPercent = d.closingCostsPercent;
  const sellingCostsPercent = d.sellingCostsPercent;
  const discountRate = d.discountRate;
  const projectionMode = d.projectionMode;
  const marketRentPerSqft = d.marketRentPerSqft;
  const marketRentGrowth = d.marketRentGrowth;
  const expenseGrowthRate = d.expenseGrowthRate;
  const renewalProbability = d.renewalProbability;
  const downtimeMonths = d.downtimeMonths;
  const renewalTermMonths = d.renewalTermMonths;
  const newFreeMonths = d.newFreeMonths;
  const renewalFreeMonths = d.renewalFreeMonths;
  const newTiPerSqft = d.newTiPerSqft;
  const renewalTiPerSqft = d.renewalTiPerSqft;
  const newLcPercent = d.newLcPercent;
  const renewalLcPercent = d.renewalLcPercent;
  if (
    !(
      typeof purchasePrice === 'number' &&
      purchasePrice >= 1 &&
      purchasePrice <= MAX_AMOUNT &&
      typeof sqft === 'number' &&
      sqft >= 1 &&
      sqft <= MAX_SQFT &&
      (revenueInputType === undefined ||
        revenueInputType === 'aggregate' ||
        (revenueInputType === 'individual' && asOf !== undefined)) &&
      (annualRent === undefined ||
        (typeof annualRent === 'number' && annualRent >= 0 && annualRent <= MAX_AMOUNT)) &&
      (otherIncome === undefined ||
        (typeof otherIncome === 'number' && otherIncome >= 0 && otherIncome <= MAX_AMOUNT)) &&
      (vacancyRate === undefined ||
        (typeof vacancyRate === 'number' && vacancyRate >= 0 && vacancyRate <= 100)) &&
      (propertyTaxes === undefined ||
        (typeof propertyTaxes === 'number' && propertyTaxes >= 0 && propertyTaxes <= MAX_AMOUNT)) &&
      (insurance === undefined ||
        (typeof insurance === 'number' && insurance >= 0 && insurance <= MAX_AMOUNT)) &&
      (maintenance === undefined ||
        (typeof maintenance === 'number' && maintenance >= 0 && maintenance <= MAX_AMOUNT)) &&
      (managementFees === undefined ||
        (typeof managementFees === 'number' && managementFees >= 0 && managementFees <= MAX_AMOUNT)) &&
      (repairs === undefined || (typeof repairs === 'number' && repairs >= 0 && repairs <= MAX_AMOUNT)) &&
      (otherExpenses === undefined ||
        (typeof otherExpenses === 'number' && otherExpenses >= 0 && otherExpenses <= MAX_AMOUNT)) &&
      (isNnnLease === undefined || typeof isNnnLease === 'boolean') &&
      (nnnChargesPerSqft === undefined ||
        (typeof nnnChargesPerSqft === 'number' &&
          nnnChargesPerSqft >= 0 &&
          nnnChargesPerSqft <= MAX_AMOUNT)) &&
      (nnnEscalationRate === undefined ||
        (typeof nnnEscalationRate === 'number' && nnnEscalationRate >= 0 && nnnEscalationRate <= 20)) &&
      (downPaymentPercent === undefined ||
        (typeof downPaymentPercent === 'number' && downPaymentPercent >= 0 && downPaymentPercent <= 100)) &&
      typeof interestRate === 'number' &&
      interestRate >= 0 &&
      interestRate <= 30 &&
      (loanTerm === undefined ||
        (typeof loanTerm === 'number' && loanTerm >= 1 && loanTerm <= 40 && Number.isInteger(loanTerm))) &&
      (isInterestOnly === undefined || typeof isInterestOnly === 'boolean') &&
      (marketCapRate == null ||
        (typeof marketCapRate === 'number' && marketCapRate >= 0.1 && marketCapRate <= 50)) &&
      (exitCapRate == null || (typeof exitCapRate === 'number' && exitCapRate >= 0.1 && exitCapRate <= 50)) &&
      (appreciationRate === undefined ||
        (typeof appreciationRate === 'number' && appreciationRate >= -20 && appreciationRate <= 20)) &&
      (rentEscalationRate === undefined ||
        (typeof rentEscalationRate === 'number' && rentEscalationRate >= 0 && rentEscalationRate <= 20)) &&
      (holdPeriod === undefined ||
        (typeof holdPeriod === 'number' &&
          holdPeriod >= 1 &&
          holdPeriod <= 30 &&
          Number.isInteger(holdPeriod))) &&
      (asOf === undefined || plainDate(asOf)) &&
      (closingCostsPercent === undefined ||
        (typeof closingCostsPercent === 'number' && closingCostsPercent >= 0 && closingCostsPercent <= 20)) &&
      (sellingCostsPercent === undefined ||
        (typeof sellingCostsPercent === 'number' && sellingCostsPercent >= 0 && sellingCostsPercent <= 20)) &&
      (discountRate == null ||
        (typeof discountRate === 'number' && discountRate >= 0 && discountRate <= 100)) &&
      (projectionMode === undefined ||
        projectionMode === 'simple' ||
        (projectionMode === 'leases' && revenueInputType === 'individual')) &&
      (marketRentPerSqft == null ||
        (typeof marketRentPerSqft === 'number' &&
          marketRentPerSqft >= 0 &&
          marketRentPerSqft <= MAX_AMOUNT)) &&
      (marketRentGrowth === undefined ||
        (typeof marketRentGrowth === 'number' && marketRentGrowth >= -20 && marketRentGrowth <= 20)) &&
      (expenseGrowthRate === undefined ||
        (typeof expenseGrowthRate === 'number' && expenseGrowthRate >= 0 && expenseGrowthRate <= 20)) &&
      (renewalProbability === undefined ||
        (typeof renewalProbability === 'number' &&
          renewalProbability >= 0 &&
          renewalProbability <= 100 &&
          Number.isInteger(renewalProbability))) &&
      (downtimeMonths === undefined ||
        (typeof downtimeMonths === 'number' &&
          downtimeMonths >= 0 &&
          downtimeMonths <= 60 &&
          Number.isInteger(downtimeMonths))) &&
      (renewalTermMonths === undefined ||
        (typeof renewalTermMonths === 'number' &&
          renewalTermMonths >= 1 &&
          renewalTermMonths <= 240 &&
          Number.isInteger(renewalTermMonths))) &&
      (newFreeMonths === undefined ||
        (typeof newFreeMonths === 'number' &&
          newFreeMonths >= 0 &&
          newFreeMonths <= 60 &&
          Number.isInteger(newFreeMonths))) &&
      (renewalFreeMonths === undefined ||
        (typeof renewalFreeMonths === 'number' &&
          renewalFreeMonths >= 0 &&
          renewalFreeMonths <= 60 &&
          Number.isInteger(renewalFreeMonths))) &&
      (newTiPerSqft === undefined ||
        (typeof newTiPerSqft === 'number' && newTiPerSqft >= 0 && newTiPerSqft <= 1000)) &&
      (renewalTiPerSqft === undefined ||
        (typeof renewalTiPerSqft === 'number' && renewalTiPerSqft >= 0 && renewalTiPerSqft <= 1000)) &&
      (newLcPercent === undefined ||
        (typeof newLcPercent === 'number' && newLcPercent >= 0 && newLcPercent <= 20)) &&
      (renewalLcPercent === undefined ||
        (typeof renewalLcPercent === 'number' && renewalLcPercent >= 0 && renewalLcPercent <= 20))
    )
  ) {
    return null;
  }
  const leases = tenantLeases === undefined ? [] : validLeases(tenantLeases, projectionMode === 'leases');
  if (leases === null) return null;
  return {
    purchasePrice: purchasePrice as number,
    sqft: sqft as number,
    revenueInputType:
      revenueInputType === undefined
        ? DEFAULTS.revenueInputType
        : (revenueInputType as ResolvedInput['revenueInputType']),
    annualRent: annualRent === undefined ? DEFAULTS.annualRent : (annualRent as number),
    otherIncome: otherIncome === undefined ? DEFAULTS.otherIncome : (otherIncome as number),
    vacancyRate: vacancyRate === undefined ? DEFAULTS.vacancyRate : (vacancyRate as number),
    propertyTaxes: propertyTaxes === undefined ? DEFAULTS.propertyTaxes : (propertyTaxes as number),
    insurance: insurance === undefined ? DEFAULTS.insurance : (insurance as number),
    maintenance: maintenance === undefined ? DEFAULTS.maintenance : (maintenance as number),
    managementFees: managementFees === undefined ? DEFAULTS.managementFees : (managementFees as number),
    repairs: repairs === undefined ? DEFAULTS.repairs : (repairs as number),
    otherExpenses: otherExpenses === undefined ? DEFAULTS.otherExpenses : (otherExpenses as number),
    isNnnLease: isNnnLease === undefined ? DEFAULTS.isNnnLease : (isNnnLease as boolean),
    nnnChargesPerSqft:
      nnnChargesPerSqft === undefined ? DEFAULTS.nnnChargesPerSqft : (nnnChargesPerSqft as number),
    nnnEscalationRate:
      nnnEscalationRate === undefined ? DEFAULTS.nnnEscalationRate : (nnnEscalationRate as number),
    downPaymentPercent:
      downPaymentPercent === undefined ? DEFAULTS.downPaymentPercent : (downPaymentPercent as number),
    interestRate: interestRate as number,
    loanTerm: loanTerm === undefined ? DEFAULTS.loanTerm : (loanTerm as number),
    isInterestOnly: isInterestOnly === undefined ? DEFAULTS.isInterestOnly : (isInterestOnly as boolean),
    marketCapRate: marketCapRate === undefined ? null : (marketCapRate as number | null),
    exitCapRate: exitCapRate === undefined ? null : (exitCapRate as number | null),
    appreciationRate:
      appreciationRate === undefined ? DEFAULTS.appreciationRate : (appreciationRate as number),
    rentEscalationRate:
      rentEscalationRate === undefined ? DEFAULTS.rentEscalationRate : (rentEscalationRate as number),
    holdPeriod: holdPeriod === undefined ? DEFAULTS.holdPeriod : (holdPeriod as number),
    tenantLeases: leases,
    asOf: asOf === undefined ? null : (asOf as string),
    closingCostsPercent:
      closingCostsPercent === undefined ? DEFAULTS.closingCostsPercent : (closingCostsPercent as number),
    sellingCostsPercent:
      sellingCostsPercent === undefined ? DEFAULTS.sellingCostsPercent : (sellingCostsPercent as number),
    discountRate: discountRate === undefined ? null : (discountRate as number | null),
    projectionMode:
      projectionMode === undefined
        ? DEFAULTS.projectionMode
        : (projectionMode as ResolvedInput['projectionMode']),
    marketRentPerSqft: marketRentPerSqft === undefined ? null : (marketRentPerSqft as number | null),
    marketRentGrowth:
      marketRentGrowth === undefined ? DEFAULTS.marketRentGrowth : (marketRentGrowth as number),
    expenseGrowthRate:
      expenseGrowthRate === undefined ? DEFAULTS.expenseGrowthRate : (expenseGrowthRate as number),
    renewalProbability:
      renewalProbability === undefined ? DEFAULTS.renewalProbability : (renewalProbability as number),
    downtimeMonths: downtimeMonths === undefined ? DEFAULTS.downtimeMonths : (downtimeMonths as number),
    renewalTermMonths:
      renewalTermMonths === undefined ? DEFAULTS.renewalTermMonths : (renewalTermMonths as number),
    newFreeMonths: newFreeMonths === undefined ? DEFAULTS.newFreeMonths : (newFreeMonths as number),
    renewalFreeMonths:
      renewalFreeMonths === undefined ? DEFAULTS.renewalFreeMonths : (renewalFreeMonths as number),
    newTiPerSqft: newTiPerSqft === undefined ? DEFAULTS.newTiPerSqft : (newTiPerSqft as number),
    renewalTiPerSqft:
      renewalTiPerSqft === undefined ? DEFAULTS.renewalTiPerSqft : (renewalTiPerSqft as number),
    newLcPercent: newLcPercent === undefined ? DEFAULTS.newLcPercent : (newLcPercent as number),
    renewalLcPercent:
      renewalLcPercent === undefined ? DEFAULTS.renewalLcPercent : (renewalLcPercent as number),
  };
}
