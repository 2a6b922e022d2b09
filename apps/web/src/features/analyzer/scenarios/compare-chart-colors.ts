/** One colour per scenario (Mantine colours): Base first, then the variants in order. */
export const SCENARIO_COLORS = ['blue.6', 'orange.6', 'teal.6', 'grape.6', 'red.6', 'yellow.7'] as const;
