/**
 * Test support only: recalculates .xlsx files in LibreOffice (headless), as a user's spreadsheet
 * would: a private profile forces a full recalculation on load (LibreOffice otherwise keeps the
 * file's cached results), and every file is saved again as .xlsx with the results it computed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** The LibreOffice binary, or null when it is not installed. */
export function libreOffice(): string | null {
  for (const path of ['/usr/bin/soffice', '/usr/bin/libreoffice', '/usr/local/bin/soffice']) {
    if (existsSync(path)) return path;
  }
  return null;
}

/** LibreOffice's setting "recalculation on file load" for OOXML files: 0 = always. */
const RECALC_ALWAYS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/**
 * Recalculates each file (name → .xlsx bytes) in one LibreOffice run and returns the saved files
 * by the same names. Throws when LibreOffice is missing or fails.
 */
export function recalculateInLibreOffice(files: ReadonlyMap<string, Uint8Array>): Map<string, Buffer> {
  const binary = libreOffice();
  if (binary === null) throw new Error('LibreOffice is not installed');
  const root = mkdtempSync(join(tmpdir(), 'lo-recalc-'));
  const profile = join(root, 'profile');
  mkdirSync(join(profile, 'user'), { recursive: true });
  writeFileSync(join(profile, 'user', 'registrymodifications.xcu'), RECALC_ALWAYS);
  const input = join(root, 'in');
  const output = join(root, 'out');
  mkdirSync(input);
  mkdirSync(output);
  const paths = [...files].map(([name, bytes]) => {
    const path = join(input, `${name}.xlsx`);
    writeFileSync(path, bytes);
    return path;
  });
  execFileSync(
    binary,
    [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'xlsx:Calc MS Excel 2007 XML',
      '--outdir',
      output,
      ...paths,
    ],
    { stdio: 'pipe', timeout: 600_000 },
  );
  return new Map(paths.map((path) => [basename(path, '.xlsx'), readFileSync(join(output, basename(path)))]));
}
