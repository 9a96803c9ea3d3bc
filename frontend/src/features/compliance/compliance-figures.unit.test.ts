import { describe, expect, it } from 'vitest';
import type { ComplianceFigures } from '@hs/contracts';
import { percentText } from '@/lib/compliance-words';
import { complianceGauges, departmentStanding } from './compliance-figures';

const figures: ComplianceFigures = {
  from: '2026-11-01',
  to: '2026-11-26',
  asOf: '2026-11-26',
  training: { completed: 6, total: 8, rate: 75 },
  documentation: { completed: 23, total: 25, rate: 92 },
  inspections: { completed: 18, total: 21, rate: 85.7 },
  overall: 84.2,
};

describe('compliance gauges', () => {
  it('show each area’s rate and what it counts, with its scope', () => {
    const gauges = complianceGauges(figures);
    expect(gauges.map((g) => [g.label, percentText(g.rate)])).toEqual([
      ['Training', '75%'],
      ['Documentation', '92%'],
      ['Inspections', '86%'],
    ]);
    expect(gauges[0]?.detail).toBe('All departments: 6 of 8 trainings due completed on time');
    expect(gauges[1]?.detail).toBe('All departments: 23 of 25 required signatures given');
    expect(gauges[2]?.detail).toBe('All departments: 18 of 21 scheduled inspections due done on time');
  });

  it('an area in which nothing was owed says "No data yet", not 100%', () => {
    const nothing = complianceGauges({ ...figures, training: null, documentation: null, inspections: null });
    expect(nothing.map((g) => percentText(g.rate))).toEqual(['No data yet', 'No data yet', 'No data yet']);
    expect(nothing[0]?.detail).toBe('All departments: no training was due');
  });

  it('a department below 75% is at risk, below 90% needs attention', () => {
    expect(departmentStanding(100).label).toBe('Compliant');
    expect(departmentStanding(90).label).toBe('Compliant');
    expect(departmentStanding(80).label).toBe('Needs Attention');
    expect(departmentStanding(50).label).toBe('At Risk');
  });
});
