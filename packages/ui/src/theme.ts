import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep navy used for the brand's primary actions (10 shades, light to dark). */
const navy: MantineColorsTuple = [
  '#eef3fb',
  '#dbe3f1',
  '#b3c5e3',
  '#88a5d6',
  '#6489ca',
  '#4d78c3',
  '#3f6fc1',
  '#305eab',
  '#27539a',
  '#1b4789',
];

/** Warm gold used sparingly for highlights (10 shades, light to dark). */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

/**
 * The CRE Sale Analyzer Mantine theme: navy primary colour, gold accent, rounded cards,
 * system fonts and a readable heading scale. Colour scheme (light/dark) is chosen by the provider.
 */
export const creTheme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 7 },
  colors: { navy, gold },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg', shadow: 'xs' } },
    Button: { defaultProps: { radius: 'md' } },
    Modal: {
      defaultProps: { centered: true, radius: 'lg', closeButtonProps: { 'aria-label': 'Close dialog' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Notification: {
      styles: { description: { overflowWrap: 'anywhere', whiteSpace: 'normal', textOverflow: 'clip' } },
    },
    // The product's rule: tooltips open after 700 ms (see TOOLTIP_DELAYS for the group's skip delay).
    Tooltip: { defaultProps: { openDelay: 700 } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
  },
});

const LIGHT_VARIANT_COLORS = ['green', 'orange', 'red', 'navy', 'gold', 'gray', 'blue', 'yellow'];

/**
 * Colour variables tuned for WCAG AA contrast: darker "dimmed" text and darker text on light
 * (tinted) badges, alerts and buttons and darker validation messages in the light scheme; lighter dimmed text in the dark scheme.
 */
export const creCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9), black 25%)`,
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-navy-2)',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((color) => [
        `--mantine-color-${color}-light-color`,
        `var(--mantine-color-${color}-2)`,
      ]),
    ),
  },
});

/**
 * The product's tooltip timing for a `Tooltip.Group` (screens with many tooltips): open after
 * 700 ms; once one is open, moving to another within 300 ms of leaving shows it at once (the "skip
 * delay"). Lone tooltips get the 700 ms from the theme. Kept out of the app shell so the first load
 * does not carry the grouping code.
 */
export const TOOLTIP_DELAYS = { openDelay: 700, closeDelay: 300 } as const;
