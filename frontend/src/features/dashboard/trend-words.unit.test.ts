import { describe, expect, it } from 'vitest';
import { countTrend, rateTrend } from './trend-words';

const against = 'the same days last month';

describe("the dashboard's comparison with the period before", () => {
  it('says a count went up or down in percent, with the earlier figure', () => {
    expect(countTrend(10, 8, against)).toBe('25% up vs the same days last month (8)');
    expect(countTrend(6, 8, against)).toBe('25% down vs the same days last month (8)');
    expect(countTrend(8, 8, against)).toBe('Same as the same days last month (8)');
  });

  it('does not divide by none', () => {
    expect(countTrend(3, 0, against)).toBe('Up from none in the same days last month');
    expect(countTrend(0, 0, against)).toBe('None in the same days last month either');
  });

  it('says a rate moved in percentage points, and nothing when there is no rate now', () => {
    expect(rateTrend(88, 85, against)).toBe('3 points up vs the same days last month (85%)');
    expect(rateTrend(84, 85, against)).toBe('1 point down vs the same days last month (85%)');
    expect(rateTrend(90, null, against)).toBe('No figure for the same days last month');
    expect(rateTrend(null, 85, against)).toBeUndefined();
  });
});
