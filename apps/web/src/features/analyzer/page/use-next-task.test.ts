import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNextTask } from './use-next-task';

describe('useNextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the value and shows each change one timer task later', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useNextTask(value), {
      initialProps: { value: 'first' },
    });
    expect(result.current).toBe('first');
    rerender({ value: 'second' });
    expect(result.current).toBe('first');
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(result.current).toBe('second');
  });

  it('skips a value replaced before its task ran', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const shown = useNextTask(value);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: 'a' } },
    );
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    act(() => {
      vi.runAllTimers();
    });
    expect(seen).not.toContain('b');
    expect(seen.at(-1)).toBe('c');
  });
});
