/**
 * Reading a rent-increase cell: a percent, a dollar bump per sq ft, a percent every few years, no
 * increase, or something that cannot be modeled (CPI, fair market value).
 */
import { isBlank, percentCell } from './cells.js';

/** What an increase cell says. `text`: it was read from words, not from a number alone. */
export type Escalation =
  | { kind: 'blank' }
  | { kind: 'percent'; rate: number; text: boolean; raw: string }
  | { kind: 'dollar'; amount: number; raw: string }
  | { kind: 'periodic'; rate: number; months: number; raw: string }
  | { kind: 'flat'; text: boolean; raw: string }
  | { kind: 'unknown'; raw: string };

const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
const PER_YEAR = String.raw`(?:\s*(?:/\s*(?:yr|year|annum)|per\s+(?:yr|year|annum)|p\.?\s?a\.?|annual(?:ly)?|yearly|each\s+year|every\s+year|a\s+year)\.?)`;
const INCREASE_WORD = String.raw`(?:\s+(?:annual\s+)?(?:increases?|bumps?|escalations?|escalators?|steps?))?`;
/** "3%", "3.5 %", "3", "0.03". */
const PLAIN = new RegExp(String.raw`^${NUMBER}\s*%?$`);
/** "3% annually", "3%/yr", "3% per annum", "3% annual increases". */
const PERCENT_TEXT = new RegExp(
  String.raw`^${NUMBER}\s*%${PER_YEAR}?${INCREASE_WORD}(?:\s+(?:annually|per\s+year))?$`,
  'i',
);
/** "$0.75/SF", "$0.75 PSF", "$1.00/SF/yr", "$1.00 per SF per year", "0.50/SF annually". */
const DOLLAR_TEXT = new RegExp(
  String.raw`^\$?\s*${NUMBER}\s*(?:/\s*(?:sf|rsf|sq\.?\s*ft\.?)|psf|per\s+(?:sf|rsf|sq\.?\s*ft\.?|square\s+foot))\s*(?:/\s*(?:yr|year)|per\s+(?:yr|year|annum)|annual(?:ly)?|yearly)?${INCREASE_WORD}$`,
  'i',
);
/** "10% every 5 yrs", "10% every 5 years", "5% every 24 months". */
const PERIODIC_TEXT = new RegExp(
  String.raw`^${NUMBER}\s*%\s*(?:increase\s+)?every\s+(\d+)\s*(yrs?|years?|mos?|months?)\.?$`,
  'i',
);
/** "Flat", "None", "N/A", "No increases", "Fixed", "-". */
const FLAT_TEXT = /^(?:flat|none|n\/?a|nil|no(?:ne)?\s+(?:increases?|bumps?|escalations?)|fixed|-+|—)$/i;

/**
 * Reads an increase cell. A number (or "3%", "3") is a percent a year, exactly (a fraction below
 * 1 is a percent stored as such: 0.03 → 3); words around a percent ("3% annually", "3%/yr", "3%
 * per annum") are read too, as text. "$0.75/SF", "$1.00/SF/yr" are dollars per sq ft added each
 * year; "10% every 5 yrs" a percent every 60 months; "Flat", "none", "N/A", "0%" no increase;
 * anything else ("CPI", "FMV") is unknown.
 *
 * @example readEscalation('3%') // { kind: 'percent', rate: 3, text: false, raw: '3%' }
 * @example readEscalation('$0.75/SF') // { kind: 'dollar', amount: 0.75, raw: '$0.75/SF' }
 */
export function readEscalation(cell: unknown): Escalation {
  if (isBlank(cell)) return { kind: 'blank' };
  if (typeof cell === 'number') {
    const rate = percentCell(cell);
    if (typeof rate !== 'number') return { kind: 'unknown', raw: String(cell) };
    return rate === 0
      ? { kind: 'flat', text: false, raw: String(cell) }
      : { kind: 'percent', rate, text: false, raw: String(cell) };
  }
  if (typeof cell !== 'string') return { kind: 'unknown', raw: String(cell) };
  const raw = cell.trim().replace(/\s+/g, ' ');
  const percent = (text: boolean): Escalation => {
    const rate = percentCell(raw.replace(/[^\d.%]/g, '').replace(/^(\d*\.?\d+%?).*$/, '$1'));
    if (typeof rate !== 'number') return { kind: 'unknown', raw };
    return rate === 0 ? { kind: 'flat', text, raw } : { kind: 'percent', rate, text, raw };
  };
  if (PLAIN.test(raw)) return percent(false);
  if (PERCENT_TEXT.test(raw)) return percent(true);
  let m = DOLLAR_TEXT.exec(raw);
  if (m) {
    const amount = Number(m[1]);
    return amount === 0 ? { kind: 'flat', text: true, raw } : { kind: 'dollar', amount, raw };
  }
  m = PERIODIC_TEXT.exec(raw);
  if (m) {
    const every = Number(m[2]);
    const months = /^y/i.test(m[3] ?? '') ? every * 12 : every;
    const rate = Number(m[1]);
    if (months > 0 && rate > 0) return { kind: 'periodic', rate, months, raw };
  }
  if (FLAT_TEXT.test(raw)) return { kind: 'flat', text: true, raw };
  return { kind: 'unknown', raw };
}
