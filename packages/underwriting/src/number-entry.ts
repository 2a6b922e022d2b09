/**
 * Number entry helpers (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#display):
 * typed text may hold thousands commas; blank or non-numeric text parses to 0; the formatter shows
 * en-US grouping and '' for empty input.
 */

/**
 * Parses typed text: strips commas and surrounding spaces; blank or non-numeric → 0.
 * Numbers pass through (non-finite → 0).
 *
 * @example parseNumberInput('1,250,000.50') // 1250000.5
 * @example parseNumberInput('') // 0
 * @example parseNumberInput('abc') // 0
 */
export function parseNumberInput(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) ? text : 0;
  if (typeof text !== 'string') return 0;
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Parses an optional entry (the cap rates, the discount rate): blank or non-numeric → null
 * (unset), otherwise the number with commas stripped.
 *
 * @example parseOptionalNumberInput('') // null
 * @example parseOptionalNumberInput('6.5') // 6.5
 */
export function parseOptionalNumberInput(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string') return null;
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/**
 * Parses typed text as a whole number (fraction dropped); blank or non-numeric → 0.
 *
 * @example parseIntegerInput('1,200') // 1200
 * @example parseIntegerInput('12.9') // 12
 */
export function parseIntegerInput(text: string | number | null | undefined): number {
  const value = Math.trunc(parseNumberInput(text));
  return value === 0 ? 0 : value;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats a value for a number input with en-US grouping, keeping the decimals as entered
 * (a trailing '.' typed so far is kept). '' for null, undefined, '' and non-numeric text; 0 → '0'.
 *
 * @example formatNumberInput(1250000.5) // '1,250,000.5'
 * @example formatNumberInput('1234.') // '1,234.'
 * @example formatNumberInput(0) // '0'
 * @example formatNumberInput('') // ''
 */
export function formatNumberInput(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const text = String(value);
    if (text.includes('e')) return value.toLocaleString('en-US', { maximumFractionDigits: 20 });
    return formatNumberInput(text);
  }
  const cleaned = value.replace(/,/g, '').trim();
  const m = /^(-?)(\d*)(\.?)(\d*)$/.exec(cleaned);
  if (cleaned === '' || m === null || (m[2] === '' && m[4] === '')) return '';
  const [, sign, whole, point, fraction] = m;
  const wholeDigits = (whole ?? '').replace(/^0+(?=\d)/, '');
  return `${sign}${groupThousands(wholeDigits === '' ? '0' : wholeDigits)}${point}${fraction}`;
}

/** Options of {@link sanitizeNumberInput}. */
export interface SanitizeOptions {
  /** Allow one decimal point: `true`, or the most decimals to keep. Default false. */
  decimals?: boolean | number;
  /** Allow one leading minus sign (for fields that may be negative, e.g. appreciation). Default false. */
  negative?: boolean;
}

/**
 * Keeps only what a formatted numeric input accepts: digits and commas, plus one decimal point
 * when decimals are allowed (and at most `decimals` digits after it when a number is given), plus
 * one leading minus sign when `negative` is set.
 *
 * @example sanitizeNumberInput('$1,2a34.567.8', { decimals: 2 }) // '1,234.56'
 * @example sanitizeNumberInput('12.5', { decimals: false }) // '125'
 */
export function sanitizeNumberInput(text: string, options: SanitizeOptions = {}): string {
  const allowPoint =
    options.decimals === true || (typeof options.decimals === 'number' && options.decimals > 0);
  const maxDecimals = typeof options.decimals === 'number' ? options.decimals : Number.POSITIVE_INFINITY;
  let out = '';
  let seenPoint = false;
  let decimals = 0;
  for (const ch of String(text ?? '')) {
    if (ch === '-' && options.negative === true && out === '') out = '-';
    else if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (decimals >= maxDecimals) continue;
        decimals++;
      }
      out += ch;
    } else if (ch === ',' && !seenPoint) out += ch;
    else if (ch === '.' && allowPoint && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}
