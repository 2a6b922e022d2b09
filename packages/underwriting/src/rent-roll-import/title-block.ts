/**
 * What the title block above the header says: the as-of date, the property's name and address,
 * and the building's area.
 */
import { cellText, isBlank, numberCell, parseDateCell } from './cells.js';
import type { RentRollProperty } from './fields.js';

/** The title block as read. */
export interface TitleBlock {
  asOf: string | null;
  property: RentRollProperty;
  buildingSqft: number | null;
}

/** The phrases before an as-of date, most telling first: "as of", "period ending", "date:", "Rent Roll -". */
const AS_OF = [
  /\bas\s+(?:of|at)\b\s*(?:date)?\s*[:\-–—,]?\s*(.+)$/i,
  /\b(?:period\s+ending|effective|dated?)\b\s*[:\-–—,]?\s*(.+)$/i,
  /\brent\s+roll\b\s*[:\-–—,]?\s*(.+)$/i,
];
/** "GLA: 125,000 SF", "Building Area 125,000", "Total SF: 125,000", "Rentable Area: 98,500 RSF". */
const AREA =
  /\b(?:gla|gross leasable area|building area|building size|building sf|total sf|total square feet|total sq\.? ?ft\.?|total rsf|rentable area|net rentable area|nra|total area)\b\s*[:=\-–]?\s*([\d,]+(?:\.\d+)?)/i;
/** "123 Main St, Austin, TX 78701": a street number and a street word, or a state and ZIP code. */
const ADDRESS =
  /^\d+[a-z]?\s+\S.*\b(?:st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|way|hwy|highway|pkwy|parkway|ct|court|pl|place|plaza|cir|circle|trl|trail|pike|tpke|route|rte|sq|square|terrace|ter|row|loop)\b|,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/i;
/** Report titles that name no property. */
const REPORT =
  /^(?:rent\s*roll|tenancy\s+schedule(?:\s+[iv]+)?|tenant\s+roster|lease\s+summary|rent\s+schedule|stacking\s+plan|occupancy\s+report)$/i;
const LABELLED = /^(?:property(?:\s+name)?|building|center|project|name|address|location|site)\s*:\s*(.+)$/i;

/** A date within a title line, after an as-of phrase or alone, or undefined. */
function dateIn(text: string): string | undefined {
  for (const pattern of AS_OF) {
    const m = pattern.exec(text);
    const date = m ? parseDateCell((m[1] ?? '').replace(/[.)\]]+$/, '').trim()) : undefined;
    if (typeof date === 'string') return date;
  }
  const date = parseDateCell(text);
  return typeof date === 'string' ? date : undefined;
}

/** A title line without its report name and date: "Harbor Point - Rent Roll as of 1/1/2026" → "Harbor Point". */
function nameIn(text: string): string {
  return text
    .replace(/\b(?:as\s+(?:of|at)|dated?|period\s+ending)\b.*$/i, '')
    .replace(/\b(?:rent\s*roll|tenancy\s+schedule(?:\s+[iv]+)?|tenant\s+roster)\b/gi, '')
    .replace(/^[\s\-–—:|,]+|[\s\-–—:|,]+$/g, '')
    .trim();
}

/**
 * Reads the rows above the header (at most 30). Each row is read as its texts joined ("GLA:" and
 * "125,000" in two cells read as one line; a merged cell's repeats once); a Date cell is the as-of
 * date when no line states one.
 *
 * - as of: "as of 12/31/2026", "As of: December 31, 2026", "Rent Roll - 12/31/2026", "Date:
 *   2026-12-31", or a line that is only a date;
 * - address: a line that looks like a street address ("123 Main St, Austin, TX 78701") or
 *   "Address: …";
 * - name: "Property: …", else the first other line that is not only a report title ("Rent Roll",
 *   "Tenancy Schedule") or a date, less any such title and date;
 * - building area: "GLA", "Building Area", "Total SF", "NRA", "Rentable Area" with a number.
 */
export function readTitleBlock(rows: readonly (readonly unknown[])[]): TitleBlock {
  let asOf: string | null = null;
  let dateCell: string | null = null;
  let name: string | null = null;
  let address: string | null = null;
  let buildingSqft: number | null = null;
  for (const row of rows.slice(-30)) {
    const texts: string[] = [];
    for (const cell of row) {
      if (isBlank(cell)) continue;
      if (cell instanceof Date) {
        dateCell ??= parseDateCell(cell) ?? null;
        continue;
      }
      const text = cellText(cell);
      if (texts[texts.length - 1] !== text) texts.push(text);
    }
    if (texts.length === 0) continue;
    // The row as one line first ("GLA:" and "125,000 SF" in two cells), then each text alone.
    const joined = texts.join(' ');
    const area = AREA.exec(joined);
    if (area && buildingSqft === null) {
      const value = numberCell(area[1]);
      if (typeof value === 'number' && value > 0) buildingSqft = value;
    }
    asOf ??= dateIn(joined) ?? null;
    for (const line of texts) {
      if (AREA.test(line) || /:$/.test(line) || numberCell(line) !== undefined) continue;
      const labelled = LABELLED.exec(line);
      if (labelled) {
        const value = (labelled[1] ?? '').trim();
        if (/^(?:address|location|site)/i.test(line)) address ??= value;
        else name ??= value;
      } else if (ADDRESS.test(line)) address ??= line;
      else if (name === null && !/:\s*\S/.test(line)) {
        const rest = nameIn(line);
        if (rest !== '' && !REPORT.test(rest) && parseDateCell(rest) === undefined && !/^\d/.test(rest))
          name = rest;
      }
    }
  }
  return { asOf: asOf ?? dateCell, property: { name, address }, buildingSqft };
}
