import { describe, expect, it } from 'vitest';
import { csvRows } from './csv.js';

describe('csvRows (the fixtures’ CSV splitter)', () => {
  it('splits commas, keeps quoted commas, quotes and line breaks', () => {
    expect(csvRows('a,"b, c","say ""hi"""\r\n"x\ny",,z')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['x\ny', '', 'z'],
    ]);
  });
  it('reads semicolons when the first line holds more of them', () => {
    expect(csvRows('Tenant;SF;Rent\n"A; B";1,000;$5')).toEqual([
      ['Tenant', 'SF', 'Rent'],
      ['A; B', '1,000', '$5'],
    ]);
  });
  it('keeps a trailing blank field and ignores a final line break', () => {
    expect(csvRows('a,\n')).toEqual([['a', '']]);
  });
});
