import { describe, expect, it } from 'vitest';
import type { RiskMatrix } from '@hs/contracts';
import { bandOf, textOn } from './risk-cells';

const matrix: RiskMatrix = {
  severityLabels: ['a', 'b', 'c', 'd', 'e'],
  likelihoodLabels: ['a', 'b', 'c', 'd', 'e'],
  bands: [
    { label: 'Low', maxScore: 4, colour: '#22c55e' },
    { label: 'Medium', maxScore: 12, colour: '#facc15' },
    { label: 'High', maxScore: 25, colour: '#7f1d1d' },
  ],
};

describe('risk cells', () => {
  it('puts a score in the first band whose upper bound holds it', () => {
    expect(bandOf(matrix, 4).label).toBe('Low');
    expect(bandOf(matrix, 5).label).toBe('Medium');
    expect(bandOf(matrix, 25).label).toBe('High');
  });

  it('writes dark text on a pale band and white on a dark one', () => {
    expect(textOn('#facc15')).toBe('#000000');
    expect(textOn('#7f1d1d')).toBe('#ffffff');
  });
});
