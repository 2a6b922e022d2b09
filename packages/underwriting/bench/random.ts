/** mulberry32: a small seeded PRNG so every run measures the same inputs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` cash-flow vectors of 4..16 flows shaped like property holds: an outflow, yearly flows of
 * 2 %..25 % of it and a sale of 40 %..250 % of it at the end. With `lossShare` > 0 that share of
 * the yearly flows are losses of up to 15 % instead (several sign changes, several possible roots).
 */
export function randomCashFlows(count: number, seed: number, lossShare = 0): number[][] {
  const rnd = seededRandom(seed);
  const out: number[][] = [];
  for (let k = 0; k < count; k++) {
    const n = 4 + Math.floor(rnd() * 13);
    const equity = 1000 + rnd() * 999_000;
    const flows = [-equity];
    for (let t = 1; t < n; t++) {
      flows.push(rnd() < lossShare ? -equity * rnd() * 0.15 : equity * (0.02 + rnd() * 0.23));
    }
    flows[n - 1] = (flows[n - 1] as number) + equity * (0.4 + rnd() * 2.1);
    out.push(flows);
  }
  return out;
}

import type { AnalysisInput, TenantLease } from '../src/index.js';

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)] as T;
}

/** A random valid deal: aggregate or rent roll (0..20 leases), any loan shape, optional caps. */
export function randomDeal(rnd: () => number): AnalysisInput {
  const sqft = 1000 + Math.floor(rnd() * 200_000);
  const purchasePrice = sqft * (50 + rnd() * 450);
  const individual = rnd() < 0.4;
  const leases: TenantLease[] = [];
  if (individual) {
    const count = Math.floor(rnd() * 21);
    for (let i = 0; i < count; i++) {
      const year = 2025 + Math.floor(rnd() * 12);
      const month = 1 + Math.floor(rnd() * 12);
      leases.push({
        tenantName: `Tenant #${i + 1}`,
        sqftLeased: 1 + Math.floor((rnd() * sqft) / Math.max(1, count)),
        rentPerSqft: rnd() * 60,
        leaseTerm: 1 + Math.floor(rnd() * 120),
        freeMonths: Math.floor(rnd() * 12),
        tenantImprovements: 0,
        annualRentIncrease: 3,
        startDate: '2024-01-01',
        endDate: `${year}-${String(month).padStart(2, '0')}-15`,
      });
    }
  }
  const rent = purchasePrice * (0.02 + rnd() * 0.12);
  return {
    purchasePrice,
    sqft,
    interestRate: pick(rnd, [0, 0.5, 3, 5.5, 6.5, 8, 12, 30]),
    revenueInputType: individual ? 'individual' : 'aggregate',
    tenantLeases: leases,
    asOf: '2025-06-15',
    annualRent: rent,
    otherIncome: rnd() < 0.3 ? rent * 0.05 : 0,
    vacancyRate: rnd() * 30,
    propertyTaxes: rent * rnd() * 0.2,
    insurance: rent * rnd() * 0.05,
    maintenance: rent * rnd() * 0.1,
    managementFees: rent * rnd() * 0.08,
    repairs: rnd() < 0.2 ? rent * rnd() * 0.5 : 0,
    isNnnLease: rnd() < 0.3,
    downPaymentPercent: pick(rnd, [0, 10, 25, 35, 50, 100]),
    loanTerm: 1 + Math.floor(rnd() * 40),
    isInterestOnly: rnd() < 0.25,
    marketCapRate: rnd() < 0.5 ? 3 + rnd() * 9 : null,
    exitCapRate: rnd() < 0.5 ? 3 + rnd() * 9 : null,
    appreciationRate: -5 + rnd() * 10,
    rentEscalationRate: rnd() * 6,
    holdPeriod: 1 + Math.floor(rnd() * 30),
    closingCostsPercent: rnd() < 0.3 ? rnd() * 4 : 0,
    sellingCostsPercent: rnd() < 0.3 ? rnd() * 6 : 0,
    discountRate: rnd() < 0.5 ? rnd() * 15 : null,
  };
}

/**
 * A random deal built to be slow to analyze: an interest-only loan that matures inside a hold of
 * 3..30 years, so the balloon year makes the hold's flows (and many of the 3..15-year holds
 * searched) change sign several times; 0 % to 25 % down.
 */
export function randomBalloonDeal(rnd: () => number): AnalysisInput {
  const deal = randomDeal(rnd);
  const holdPeriod = 3 + Math.floor(rnd() * 28);
  return {
    ...deal,
    isInterestOnly: true,
    holdPeriod,
    loanTerm: 1 + Math.floor(rnd() * Math.min(holdPeriod, 15)),
    downPaymentPercent: pick(rnd, [0, 0, 5, 10, 25]),
  };
}
