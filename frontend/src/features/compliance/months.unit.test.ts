import { describe, expect, it } from 'vitest';
import { recentMonths } from './months';

describe('the Compliance page offers the months before today', () => {
  it('counts back from the site’s today across a year end', () => {
    expect(recentMonths('2027-02-03', 4)).toEqual([
      { value: '2027-02', label: 'February 2027' },
      { value: '2027-01', label: 'January 2027' },
      { value: '2026-12', label: 'December 2026' },
      { value: '2026-11', label: 'November 2026' },
    ]);
  });

  it('starts with the site’s month even on its last evening', () => {
    // Chicago's Nov 30 is already Dec 1 in UTC: the server's today says November.
    expect(recentMonths('2026-11-30', 1)).toEqual([{ value: '2026-11', label: 'November 2026' }]);
  });
});
