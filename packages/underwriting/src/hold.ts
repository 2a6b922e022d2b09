import type { HoldTier } from './types.js';

/** Shortest hold the optimal-hold search considers (years). */
export const HOLD_SEARCH_MIN = 3;
/** Longest hold the optimal-hold search considers (years). */
export const HOLD_SEARCH_MAX = 15;
/** Hold suggested when no searched hold has a defined IRR. */
export const DEFAULT_OPTIMAL_HOLD = 5;

/**
 * Sale price at the end of a hold: forward NOI over the exit cap, `forwardNoi / (exitCapRate/100)`;
 * 0 when `forwardNoi <= 0` or `exitCapRate <= 0`.
 *
 * @example salePrice(160000, 8) // 2000000
 * @example salePrice(-5000, 8) // 0
 */
export function salePrice(forwardNoi: number, exitCapRate: number): number {
  return forwardNoi <= 0 || exitCapRate <= 0 ? 0 : forwardNoi / (exitCapRate / 100);
}

/**
 * Net sale proceeds: `salePrice * (1 - sellingCostsPercent/100) - loanBalance`.
 *
 * @example netSaleProceeds(2000000, 2, 700000) // 1260000
 */
export function netSaleProceeds(price: number, sellingCostsPercent: number, balance: number): number {
  return price * (1 - sellingCostsPercent / 100) - balance;
}

/**
 * Tier of a hold: `short-term` (<= 5 years), `medium-term` (<= 8) or `long-term`.
 *
 * @example holdTier(7) // 'medium-term'
 */
export function holdTier(years: number): HoldTier {
  if (years <= 5) return 'short-term';
  return years <= 8 ? 'medium-term' : 'long-term';
}

/** A percent with 2 decimals and en-US grouping (`toFixed` is much cheaper than Intl here). */
function percentText(value: number): string {
  const text = value.toFixed(2);
  if (value > -999.995 && value < 999.995) return `${text === '-0.00' ? '0.00' : text}%`;
  const [whole = '', fraction = ''] = (text === '-0.00' ? '0.00' : text).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}%`;
}

/** "An" before numbers read with a leading vowel sound (8, 11, 18, 80-89), else "A". */
function article(years: number): string {
  const text = String(years);
  return text.startsWith('8') || text === '11' || text === '18' ? 'An' : 'A';
}

/**
 * One sentence explaining the recommended hold: names the hold, its tier and its IRR (percent),
 * or says that no searched hold had a defined IRR (`irrPercent` null).
 *
 * @example holdReason(7, 12.3456) // 'A 7-year hold is medium-term and gives the highest IRR of the 3- to 15-year holds: 12.35%.'
 */
export function holdReason(years: number, irrPercent: number | null): string {
  const tier = holdTier(years);
  if (irrPercent === null) {
    return `No hold of ${HOLD_SEARCH_MIN} to ${HOLD_SEARCH_MAX} years has a defined IRR, so the default ${years}-year hold (${tier}) is suggested.`;
  }
  return `${article(years)} ${years}-year hold is ${tier} and gives the highest IRR of the ${HOLD_SEARCH_MIN}- to ${HOLD_SEARCH_MAX}-year holds: ${percentText(irrPercent)}.`;
}
