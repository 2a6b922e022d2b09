import { describe, expect, it } from 'vitest';
import { waitUntil } from '../src/wait-until.js';

describe('waitUntil', () => {
  it('returns the first truthy value of the predicate', async () => {
    let calls = 0;
    await expect(waitUntil(() => (++calls >= 3 ? `after ${calls}` : 0), { interval: 1 })).resolves.toBe(
      'after 3',
    );
  });

  it('times out with a message naming what was awaited', async () => {
    await expect(
      waitUntil(() => false, { timeout: 30, interval: 5, message: 'the flag is set' }),
    ).rejects.toThrow('Timed out after 30 ms waiting until the flag is set.');
  });

  it('ends at once when the predicate throws', async () => {
    let calls = 0;
    const failing = () => {
      calls++;
      throw new Error('broken');
    };
    await expect(waitUntil(failing, { timeout: 1000 })).rejects.toThrow('broken');
    expect(calls).toBe(1);
  });
});
