import { safeDivide } from './numeric.js';

/**
 * Property value: `noi / (marketCapRate/100)` when a market cap rate is set and NOI is positive,
 * otherwise the purchase price.
 *
 * @example propertyValue(150000, 6, 2000000) // 2500000
 * @example propertyValue(150000, null, 2000000) // 2000000
 */
export function propertyValue(noi: number, marketCapRate: number | null, purchasePrice: number): number {
  return marketCapRate !== null && marketCapRate > 0 && noi > 0 ? noi / (marketCapRate / 100) : purchasePrice;
}

/**
 * Going-in cap rate in percent: `noi / purchasePrice * 100` (0 when the price is not positive).
 *
 * @example goingInCapRate(150000, 2000000) // 7.5
 */
export function goingInCapRate(noi: number, purchasePrice: number): number {
  return purchasePrice > 0 ? safeDivide(noi * 100, purchasePrice, 0) : 0;
}

/**
 * Exit cap rate in percent: the entered one, else `goingInCapRate + 0.5`.
 *
 * @example exitCapRate(null, 7.5) // 8
 * @example exitCapRate(7, 7.5) // 7
 */
export function exitCapRate(entered: number | null, goingIn: number): number {
  return entered !== null ? entered : goingIn + 0.5;
}
