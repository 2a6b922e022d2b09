import { vi } from 'vitest';

/**
 * Captures the files the page downloads (`URL.createObjectURL` of a Blob, then an anchor click)
 * instead of saving them; `texts()` reads each captured file as text. Restore with
 * `vi.restoreAllMocks()`.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:http://localhost/download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    blobs,
    /** The captured files' contents, in download order. */
    texts: () =>
      Promise.all(
        blobs.map(
          (blob) =>
            new Promise<string>((resolve) => {
              const reader = new FileReader();
              reader.onload = () => resolve(String(reader.result));
              reader.readAsText(blob);
            }),
        ),
      ),
  };
}
