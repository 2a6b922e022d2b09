import { describe, expect, test } from 'vitest';
import { mapGroupBy, objectGroupBy } from '../src/index.js';

const words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry'];

describe('the Node 20 polyfills', () => {
  test('are installed (or native) on Map and Object', () => {
    expect(typeof Reflect.get(Map, 'groupBy')).toBe('function');
    expect(typeof Reflect.get(Object, 'groupBy')).toBe('function');
  });

  test('mapGroupBy groups in first-seen order and passes the index', () => {
    const indexes: number[] = [];
    const groups = mapGroupBy(words, (word, index) => {
      indexes.push(index);
      return word[0];
    });
    expect([...groups.entries()]).toEqual([
      ['a', ['apple', 'avocado']],
      ['b', ['banana', 'blueberry']],
      ['c', ['cherry']],
    ]);
    expect(indexes).toEqual([0, 1, 2, 3, 4]);
  });

  test('mapGroupBy keeps keys apart by SameValueZero (NaN is one key, 1 and "1" are two)', () => {
    const groups = mapGroupBy([Number.NaN, 1, '1', Number.NaN], (value) => value);
    expect(groups.size).toBe(3);
    expect(groups.get(Number.NaN)).toEqual([Number.NaN, Number.NaN]);
  });

  test('objectGroupBy gives a null-prototype object with string keys', () => {
    const groups = objectGroupBy([1, 2, 3, 4, 5], (n) => (n % 2 === 0 ? 'even' : 'odd'));
    expect(Object.getPrototypeOf(groups)).toBeNull();
    expect({ ...groups }).toEqual({ odd: [1, 3, 5], even: [2, 4] });
    expect(Object.keys(objectGroupBy(['a', 'bb'], (s) => s.length))).toEqual(['1', '2']);
  });

  test('agree with the built-ins where the runtime has them', () => {
    const native: typeof mapGroupBy = Reflect.get(Map, 'groupBy');
    expect([...native(words, (w) => w.length)]).toEqual([...mapGroupBy(words, (w) => w.length)]);
  });
});
