import { describe, expect, it } from 'vitest';
import { isMobileDevice, telHref } from './clipboard';

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('(555) 201-7788')).toBe('tel:5552017788');
    expect(telHref('+1 555.201.7788')).toBe('tel:+15552017788');
  });
});

describe('isMobileDevice', () => {
  it('recognises phones and tablets', () => {
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
  });
  it('treats desktop browsers as not mobile', () => {
    expect(
      isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36'),
    ).toBe(false);
  });
});
