import { describe, expect, it } from 'vitest';
import type { ComplianceSummary } from '@hs/contracts';
import { complianceGauges, departmentStanding, overallRate, percentText } from './compliance-figures';

const summary: ComplianceSummary = {
  trainingComplianceRate: 75,
  activeEmployees: 8,
  upToDateEmployees: 6,
  overdueAssignments: 2,
  openAssignments: 5,
  completedAssignments: 3,
  inspections: { completed: 18, total: 21 },
  documentation: { completed: 23, total: 25, rate: 92 },
  departments: [],
};

describe('compliance gauges', () => {
  it('show the real training rate and the documentation and inspection figures of spec 9', () => {
    const gauges = complianceGauges(summary);
    expect(gauges.map((g) => [g.label, percentText(g.rate)])).toEqual([
      ['Training', '75%'],
      ['Documentation', '92%'],
      ['Inspections', '86%'],
    ]);
    expect(gauges[0]?.detail).toBe('6 of 8 employees up to date');
    expect(gauges[2]?.detail).toBe('18 of 21 inspections completed');
  });

  it('the overall rate weighs the three areas the same', () => {
    expect(percentText(overallRate(complianceGauges(summary)))).toBe('84%');
    expect(overallRate([])).toBe(0);
  });

  it('a department below 75% is at risk, below 90% needs attention', () => {
    expect(departmentStanding(100).label).toBe('Compliant');
    expect(departmentStanding(90).label).toBe('Compliant');
    expect(departmentStanding(80).label).toBe('Needs Attention');
    expect(departmentStanding(50).label).toBe('At Risk');
  });
});
