/** What the browser tests put on the page's `window` (set and read inside `page.evaluate`). */
declare global {
  interface Window {
    /** `tel:` links the page tried to follow (the phone Call button test). */
    e2eTelLinks?: string[];
    /** Blobs behind the object URLs the page created (the CSV and PDF export tests). */
    e2eBlobs?: Map<string, Blob>;
    /** Long tasks (over 50 ms) the page reported, from the start of the document (rent-roll scale test). */
    e2eLongTasks?: { start: number; duration: number }[];
    /** axe-core, injected by `checkA11y`. */
    axe?: { run(context: Document, options: object): Promise<{ violations: unknown[] }> };
  }
}

export {};
