/**
 * The import's two steps timed in Node, on the same bytes the browser is given: `readSheets` (the
 * app's own reader: exceljs loads the workbook and its cells become a grid) and the engine's
 * `parseRentRoll` on that grid. Node 20 has neither a global `File` nor a `FileReader`, which
 * `readSheets` uses (lib/read-file): `node:buffer`'s File and a FileReader reading through
 * `Blob.arrayBuffer()` / `Blob.text()` stand in for them.
 */
import { File as NodeFile } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { type ParsedRentRoll, parseRentRoll } from '@cre/underwriting';
import { readSheets, type SheetGrid } from '../src/features/analyzer/import/read-sheet';
import { type BrokerWorkbook, XLSX_TYPE } from './broker-workbook';

/** Just enough of FileReader for lib/read-file: readAsArrayBuffer / readAsText, onload, onerror. */
class BlobReader {
  result: string | ArrayBuffer | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  readAsArrayBuffer(blob: Blob): void {
    this.settle(blob.arrayBuffer());
  }

  readAsText(blob: Blob): void {
    this.settle(blob.text());
  }

  private settle(read: Promise<string | ArrayBuffer>): void {
    read.then(
      (result) => {
        this.result = result;
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

/** Installs the stand-ins for the browser's File and FileReader when Node lacks them. */
function installFileApi(): void {
  const scope = globalThis as Record<string, unknown>;
  scope.File ??= NodeFile;
  scope.FileReader ??= BlobReader;
}

/** The workbook as the File a browser hands to the import. */
function fileOf(workbook: BrokerWorkbook): File {
  installFileApi();
  return new File([new Uint8Array(workbook.bytes)], workbook.name, { type: XLSX_TYPE });
}

/** What the Node runs measured (ms per run) and the parse of the last one. */
export interface NodeTimes {
  read: number[];
  parse: number[];
  parsed: ParsedRentRoll;
}

/**
 * Times `readSheets` and `parseRentRoll` (on the first sheet's grid) in Node, `warmup` unmeasured
 * runs first, then `runs` measured ones each.
 */
export async function timeInNode(workbook: BrokerWorkbook, warmup: number, runs: number): Promise<NodeTimes> {
  const read: number[] = [];
  let sheets: SheetGrid[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const file = fileOf(workbook);
    const started = performance.now();
    sheets = await readSheets(file);
    if (i >= warmup) read.push(performance.now() - started);
  }
  const rows = sheets[0]?.rows ?? [];
  const parse: number[] = [];
  let parsed = parseRentRoll(rows);
  for (let i = 0; i < warmup + runs; i++) {
    const started = performance.now();
    parsed = parseRentRoll(rows);
    if (i >= warmup) parse.push(performance.now() - started);
  }
  return { read, parse, parsed };
}
