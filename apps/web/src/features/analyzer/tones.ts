/**
 * Colours that keep a 4.5:1 contrast in both colour schemes (CSS `light-dark()`; Mantine sets
 * `color-scheme` on the root element).
 */
export const NEGATIVE_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';
export const POSITIVE_TEXT = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';
export const PAGE_BACKGROUND = 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))';

/** The text colour of a signed figure: red when negative, the default otherwise. */
export function signTone(value: number | null | undefined): string | undefined {
  return value !== null && value !== undefined && value < 0 ? NEGATIVE_TEXT : undefined;
}
