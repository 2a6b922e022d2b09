import { describe, expect, it } from 'vitest';
import { creTheme, TOOLTIP_DELAYS } from './theme';

describe('tooltip timing', () => {
  it('opens tooltips after 700 ms and skips the delay within 300 ms of the last one', () => {
    expect(creTheme.components?.Tooltip?.defaultProps).toEqual({ openDelay: 700 });
    expect(TOOLTIP_DELAYS).toEqual({ openDelay: 700, closeDelay: 300 });
  });
});
