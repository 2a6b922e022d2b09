/**
 * CSV formula injection guard (OWASP "CSV Injection"). A spreadsheet that opens the CSV runs a
 * cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula, so a project or
 * tenant name such as `=HYPERLINK(...)` would reach a lender's spreadsheet as a live formula. Such
 * text cells get a leading single quote, which makes the spreadsheet read them as text. Numbers and
 * the figures our display formatters write are left alone: a negative figure such as `-$1,234`
 * must stay a number.
 */

/** The first characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Digits with en-US thousands grouping, as `Intl.NumberFormat('en-US')` writes them. */
const GROUPED = String.raw`\d{1,3}(?:,\d{3})*`;

/**
 * Exactly the shapes of the export's display formatters (`display-format.ts`), each optionally
 * negative: money() `-$1,234`; perSqft() `$-2.50`; percent() `-5.00%` and ltv() `-75.0%`;
 * ratio() `-1.35x`; count() `-1,234.5`; years() `-4.52 years`.
 */
const FIGURE_SHAPES = [
  String.raw`-?\$${GROUPED}`,
  String.raw`\$-?${GROUPED}\.\d{2}`,
  String.raw`-?${GROUPED}\.\d{1,2}%`,
  String.raw`-?${GROUPED}\.\d{2}x`,
  String.raw`-?${GROUPED}(?:\.\d{1,2})?`,
  String.raw`-?${GROUPED}\.\d{2} years`,
];
const FORMATTED_FIGURE = new RegExp(`^(?:${FIGURE_SHAPES.join('|')})$`);

/** True when `text` has exactly the shape of a figure written by one of the export's formatters. */
export function isFormattedFigure(text: string): boolean {
  return FORMATTED_FIGURE.test(text);
}

/**
 * The text a CSV cell holds: numbers and formatted figures unchanged; any other text that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'` so no spreadsheet runs it.
 *
 * @example neutralizeFormula('=1+1') // "'=1+1"
 * @example neutralizeFormula('-$1,234') // '-$1,234'
 */
export function neutralizeFormula(value: string | number): string {
  const text = String(value);
  if (typeof value === 'number' || !FORMULA_START.test(text) || isFormattedFigure(text)) return text;
  return `'${text}`;
}
