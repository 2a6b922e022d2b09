/** The delimiters a rent roll exported as text may use. */
const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of a CSV text: the one of comma, semicolon and tab that occurs most often outside
 * quotes on the first non-blank lines (European spreadsheets write semicolons).
 *
 * @example detectDelimiter('Tenant;SF;Rent\nA;1.000;20') // ';'
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length && lines < 10; i++) {
    const c = text[i] as string;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) lines++;
    else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * Splits CSV text into a grid of cells (RFC 4180: quoted cells may hold the delimiter, line breaks
 * and doubled quotes; CRLF, LF or CR line ends; a byte-order mark is dropped). The delimiter is
 * detected (comma, semicolon or tab) unless given. Cells stay text, as a spreadsheet shows them;
 * trailing empty lines are dropped.
 *
 * @example csvGrid('Tenant,Rent\n"Smith, J.","$1,200"') // [['Tenant', 'Rent'], ['Smith, J.', '$1,200']]
 */
export function csvGrid(text: string, delimiter = detectDelimiter(text)): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  while (rows.length > 0 && (rows[rows.length - 1] as string[]).every((value) => value.trim() === ''))
    rows.pop();
  return rows;
}
