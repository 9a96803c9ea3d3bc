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
  asOf: '2026-11-26',
  inspections: { completed: 18, total: 21 },
  documentation: { completed: 23, total: 25, rate: 92 },
  departments: [],
};
const withoutInspections: ComplianceSummary = { ...summary, inspections: null };

describe('compliance gauges', () => {
  it('show each area’s rate and what it counts', () => {
    const gauges = complianceGauges(summary);
    expect(gauges.map((g) => [g.label, percentText(g.rate)])).toEqual([
      ['Training', '75%'],
      ['Documentation', '92%'],
      ['Inspections', '86%'],
    ]);
    expect(gauges[0]?.detail).toBe('6 of 8 employees up to date');
    expect(gauges[1]?.detail).toBe('23 of 25 required signatures given');
    expect(gauges[2]?.detail).toBe('18 of 21 inspections completed');
  });

  it('the overall rate weighs the three areas the same', () => {
    expect(percentText(overallRate(complianceGauges(summary)))).toBe('84%');
  });

  it('an area without data says "No data yet" and is left out of the overall rate', () => {
    const gauges = complianceGauges(withoutInspections);
    expect(percentText(gauges[2]!.rate)).toBe('No data yet');
    // (75 + 92) / 2, not (75 + 92 + 0) / 3.
    expect(percentText(overallRate(gauges))).toBe('84%');
    const nothing = complianceGauges({ ...withoutInspections, activeEmployees: 0, documentation: null });
    expect(nothing.map((g) => percentText(g.rate))).toEqual(['No data yet', 'No data yet', 'No data yet']);
    expect(percentText(overallRate(nothing))).toBe('No data yet');
  });

  it('a department below 75% is at risk, below 90% needs attention', () => {
    expect(departmentStanding(100).label).toBe('Compliant');
    expect(departmentStanding(90).label).toBe('Compliant');
    expect(departmentStanding(80).label).toBe('Needs Attention');
    expect(departmentStanding(50).label).toBe('At Risk');
  });
});
