/** What the browser tests put on the page's `window` (set and read inside `page.evaluate`). */
declare global {
  interface Window {
    /** `tel:` links the page tried to follow (the phone Call button test). */
    e2eTelLinks?: string[];
    /** Blobs behind the object URLs the page created (the CSV and PDF export tests). */
    e2eBlobs?: Map<string, Blob>;
    /** axe-core, injected by `checkA11y`. */
    axe?: { run(context: Document, options: object): Promise<{ violations: unknown[] }> };
  }
}

export {};
