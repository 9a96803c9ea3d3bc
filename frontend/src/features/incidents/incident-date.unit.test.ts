import { describe, expect, it } from 'vitest';
import { incidentDateText } from './incident-date';

describe("an incident's date as shown", () => {
  it('is the formatted day for a real date', () => {
    expect(incidentDateText({ date: '2026-11-20' })).toBe('Nov 20, 2026');
  });

  it('shows what was entered when the stored date was not a real day', () => {
    expect(incidentDateText({ date: null, dateAsReported: '0000-01-01' })).toBe(
      'Unknown (date as reported: 0000-01-01)',
    );
  });
});
