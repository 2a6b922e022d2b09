import {
  columnOverrides,
  type ParsedRentRoll,
  type ParseRentRollOptions,
  parseRentRoll,
  type RentRollColumn,
  type RentRollField,
} from '@cre/underwriting';
import { useCallback, useMemo, useState } from 'react';
import type { LayoutChoice } from './import-layout';
import { type ColumnMapping, rememberedMapping, rememberMapping } from './mapping-memory';
import { readSheets, type SheetGrid, SheetReadError } from './read-sheet';

/** No layout chosen: the header, last row and as-of date as the file gives them. */
const NO_CHOICE: LayoutChoice = { headerRow: null, lastRow: null, asOf: null };

/** The import dialog's state: the file read, the sheet shown, the mapping and the parse. */
export interface RentRollImport {
  fileName: string | null;
  sheets: SheetGrid[];
  sheetIndex: number;
  parsed: ParsedRentRoll | null;
  /** The header row, last row and as-of date the user chose (null: as detected). */
  layout: LayoutChoice;
  /** The as-of date the parse used: the user's, else the file's, else the analysis date. */
  effectiveAsOf: string;
  /** Changes the header row, last row or as-of date; the sheet is read again with them. */
  setLayout: (next: LayoutChoice) => void;
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
  const [layout, setLayout] = useState<LayoutChoice>(NO_CHOICE);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const rows = sheets[sheetIndex]?.rows;
  const parsed = useMemo(() => {
    if (!rows) return null;
    const options: ParseRentRollOptions = {};
    if (layout.headerRow !== null) options.headerRow = layout.headerRow;
    if (layout.lastRow !== null) options.lastRow = layout.lastRow;
    // the user's as-of date, else the one the file states, else the analysis date
    if (layout.asOf !== null) options.asOf = layout.asOf;
    let detected = parseRentRoll(rows, options);
    // what the file does not tell, the form does: the analysis date, the building's area
    const needsAsOf = layout.asOf === null && detected.asOf === null;
    const needsArea = detected.buildingSqft === null && buildingSqft > 0;
    if (needsAsOf) options.asOf = asOf;
    if (needsArea) options.buildingSqft = buildingSqft;
    if (needsAsOf || needsArea) detected = parseRentRoll(rows, options);
    const mapping = overrides ?? rememberedMapping(detected.headersKey);
    if (mapping === null) return detected;
    return parseRentRoll(rows, { ...options, columns: mapping as Record<number, RentRollField | null> });
  }, [rows, overrides, buildingSqft, asOf, layout]);
  const effectiveAsOf = layout.asOf ?? parsed?.asOf ?? asOf;

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
      setLayout(NO_CHOICE);
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
    setLayout(NO_CHOICE);
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
    setLayout(NO_CHOICE);
    setError(null);
  }, []);

  return {
    fileName,
    sheets,
    sheetIndex,
    parsed,
    layout,
    effectiveAsOf,
    setLayout,
    error,
    reading,
    load,
    chooseSheet,
    mapColumn,
    reset,
  };
}
