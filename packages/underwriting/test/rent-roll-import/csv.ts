/**
 * A tiny CSV splitter for the fixtures: quoted fields (with "" for a quote, and the delimiter or
 * a line break inside), commas or semicolons (the one the first line holds more of, unless
 * given), CRLF or LF line ends. Blank fields are ''.
 */
export function csvRows(text: string, delimiter?: ',' | ';'): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const sep = delimiter ?? (count(firstLine, ';') > count(firstLine, ',') ? ';' : ',');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let k = 0; k < text.length; k++) {
    const ch = text[k] as string;
    if (quoted) {
      if (ch === '"' && text[k + 1] === '"') {
        field += '"';
        k++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[k + 1] === '\n') k++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

/** A fixture's text without the indentation of the template literal it is written in. */
export function dedent(text: string): string {
  return text
    .replace(/^\n/, '')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trimEnd();
}
