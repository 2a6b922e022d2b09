import { describe, expect, it } from 'vitest';
import { emailName, formatLongUsDate, formatShortDate } from './format';
import { httpFailureMessage } from './toast';

describe('display helpers', () => {
  it('shows dates in the given (by default the user’s) locale, blog dates in long US format', () => {
    const date = new Date(2026, 2, 14, 12);
    expect(formatShortDate(date, 'en-US')).toBe('3/14/2026');
    expect(formatShortDate(date, 'en-GB')).toBe('14/03/2026');
    expect(formatShortDate(date)).toBe(date.toLocaleDateString());
    expect(formatShortDate('not a date')).toBe('');
    expect(formatLongUsDate(date)).toBe('March 14, 2026');
    expect(emailName('jane@example.com')).toBe('jane');
  });

  it('formats failed calls as "{status}: {response text or status text}"', () => {
    const failure = (message: string, httpStatus?: number) =>
      Object.assign(new Error(message), httpStatus ? { data: { httpStatus } } : {});
    expect(httpFailureMessage(failure('Too many attempts.', 429), 'x')).toBe('429: Too many attempts.');
    expect(httpFailureMessage(failure('', 503), 'x')).toBe('503: Service Unavailable');
    expect(httpFailureMessage(failure('Failed to fetch'), 'x')).toBe('Failed to fetch');
    expect(httpFailureMessage(null, 'Failed to send verification email')).toBe(
      'Failed to send verification email',
    );
  });
});
