/** Thrown when the browser could not read a chosen file. */
export class FileReadError extends Error {
  constructor() {
    super('The file could not be read.');
    this.name = 'FileReadError';
  }
}

/** A file's text or bytes through FileReader (which every browser, and jsdom in the tests, has). */
export function readFile(file: File, as: 'text'): Promise<string>;
export function readFile(file: File, as: 'buffer'): Promise<ArrayBuffer>;
export function readFile(file: File, as: 'text' | 'buffer'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(new FileReadError());
    if (as === 'text') reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });
}
