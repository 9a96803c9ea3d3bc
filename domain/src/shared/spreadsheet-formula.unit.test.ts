import { describe, expect, it } from 'vitest';
import { neutralisedCell, startsLikeFormula } from './spreadsheet-formula.ts';

describe('CSV cells that a spreadsheet would run', () => {
  it('text starting with =, +, -, @, tab or carriage return gets a leading quote', () => {
    expect(
      ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'].map((t) => neutralisedCell(t)),
    ).toEqual([`'=HYPERLINK("http://x","y")`, "'+1+1", "'-2+3", "'@SUM(A1)", "'\tx", "'\rx"]);
  });

  it('ordinary text and a number in a numeric column are left as they are', () => {
    expect(neutralisedCell('Loading dock, bay 3')).toBe('Loading dock, bay 3');
    expect(neutralisedCell('-5', true)).toBe('-5');
    expect(neutralisedCell('-5')).toBe("'-5");
    expect(neutralisedCell('=1+1', true)).toBe("'=1+1");
  });

  it('only the first character decides', () => {
    expect(startsLikeFormula('a=b')).toBe(false);
    expect(startsLikeFormula('')).toBe(false);
  });
});
