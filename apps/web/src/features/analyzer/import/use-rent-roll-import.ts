import {
  columnOverrides,
  type ParsedRentRoll,
  parseRentRoll,
  type RentRollColumn,
  type RentRollField,
} from '@cre/underwriting';
import { useCallback, useMemo, useState } from 'react';
import { type ColumnMapping, rememberedMapping, rememberMapping } from './mapping-memory';
import { readSheets, type SheetGrid, SheetReadError } from './read-sheet';

/** The import dialog's state: the file read, the sheet shown, the mapping and the parse. */
export interface RentRollImport {
  fileName: string | null;
  sheets: SheetGrid[];
  sheetIndex: number;
  parsed: ParsedRentRoll | null;
  error: string | null;
  reading: boolean;
  /** Reads a chosen or dropped file (a .csv or .xlsx) and parses its first sheet. */
  load: (file: File) => Promise<void>;
  chooseSheet: (index: number) => void;
  /** Maps one column to a field (null: ignore it); remembered for sheets with the same headers. */
  mapColumn: (index: number, field: RentRollField | null) => void;
  reset: () => void;
}

/**
 * The state behind the Import Rent Roll dialog. Parsing is the engine's `parseRentRoll`, run in
 * the browser on the sheet's cells with the building's square feet and the as-of date; a mapping
 * the user changed is kept per sheet headers (`rentRollHeadersKey`) in this browser and applied
 * the next time a sheet with the same headers is opened.
 */
export function useRentRollImport(buildingSqft: number, asOf: string): RentRollImport {
  const [fileName, setFileName] = useState<string | null>(null);
  const [sheets, setSheets] = useState<SheetGrid[]>([]);
  const [sheetIndex, setSheetIndex] = useState(0);
  const [overrides, setOverrides] = useState<ColumnMapping | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const rows = sheets[sheetIndex]?.rows;
  const parsed = useMemo(() => {
    if (!rows) return null;
    const options = { buildingSqft: buildingSqft > 0 ? buildingSqft : undefined, asOf };
    const detected = parseRentRoll(rows, options);
    const mapping = overrides ?? rememberedMapping(detected.headersKey);
    if (mapping === null) return detected;
    return parseRentRoll(rows, { ...options, columns: mapping as Record<number, RentRollField | null> });
  }, [rows, overrides, buildingSqft, asOf]);

  const load = useCallback(async (file: File) => {
    setReading(true);
    setError(null);
    try {
      const read = await readSheets(file);
      // the first sheet with a header row the parser recognises, else the first
      const first = read.findIndex((sheet) => parseRentRoll(sheet.rows).headerRow !== null);
      setSheets(read);
      setSheetIndex(Math.max(0, first));
      setOverrides(null);
      setFileName(file.name);
    } catch (caught) {
      setError(caught instanceof SheetReadError ? caught.message : 'The file could not be read.');
    } finally {
      setReading(false);
    }
  }, []);

  const chooseSheet = useCallback((index: number) => {
    setSheetIndex(index);
    setOverrides(null);
  }, []);

  const mapColumn = useCallback(
    (index: number, field: RentRollField | null) => {
      if (!parsed) return;
      const columns: RentRollColumn[] = parsed.columns.map((column) =>
        column.index === index
          ? { ...column, field }
          : column.field === field && field !== null
            ? { ...column, field: null }
            : column,
      );
      const mapping = columnOverrides(columns);
      if (parsed.headersKey !== '') rememberMapping(parsed.headersKey, mapping);
      setOverrides(mapping);
    },
    [parsed],
  );

  const reset = useCallback(() => {
    setFileName(null);
    setSheets([]);
    setSheetIndex(0);
    setOverrides(null);
    setError(null);
  }, []);

  return { fileName, sheets, sheetIndex, parsed, error, reading, load, chooseSheet, mapColumn, reset };
}
