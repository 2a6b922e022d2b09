/** The answer of `POST /api/account/import`. */
export interface ImportResult {
  message: string;
  imported: number;
  ids: number[];
}

/** Thrown when the server refused an import; `message` is the server's, fit to show. */
export class ImportError extends Error {}

/**
 * Sends the text of an export file to `POST /api/account/import` as it is (REST, not tRPC: the
 * import route accepts bodies up to 32 MiB). A file that is not JSON is refused before sending.
 */
export async function importProjectsFile(text: string): Promise<ImportResult> {
  try {
    JSON.parse(text);
  } catch {
    throw new ImportError('This file is not a CRE Sale Analyzer export (it is not JSON).');
  }
  const res = await fetch('/api/account/import', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
  const body = (await res.json().catch(() => ({}))) as Partial<ImportResult> & { message?: string };
  if (!res.ok) throw new ImportError(body.message || `Import failed (${res.status})`);
  return body as ImportResult;
}
