import { describe, expect, it } from 'vitest';
import { ReportIncidentBody } from '@hs/contracts';
import {
  defaultReportValues,
  isMissingRequired,
  sanitizeReportValues,
  toReportBody,
} from './report-form-values';

const filled = {
  ...defaultReportValues(new Date('2026-11-20T09:15:00')),
  location: 'Dock 3',
  description: 'Slip.',
};

describe('who was involved, in the report body', () => {
  it('is the reporter by default, and the body names no employee fields the server reads from records', () => {
    const body = toReportBody(filled);
    expect(body.involved).toEqual({ kind: 'reporter' });
    expect(Object.keys(body).filter((k) => k.startsWith('employee'))).toEqual([]);
    expect(ReportIncidentBody.safeParse(body).success).toBe(true);
  });

  it('is a picked employee by id, or a non-employee with their organisation, trimmed', () => {
    const id = '4c8a3f0e-2b7d-4e61-9a35-0f1e2d3c4b5a';
    expect(toReportBody({ ...filled, involvedKind: 'employee', involvedEmployeeId: id }).involved).toEqual({
      kind: 'employee',
      employeeId: id,
    });
    const visitor = {
      ...filled,
      involvedKind: 'non-employee' as const,
      nonEmployeeName: ' Pat ',
      nonEmployeeOrganisation: 'Acme ',
    };
    expect(toReportBody(visitor).involved).toEqual({
      kind: 'non-employee',
      name: 'Pat',
      organisation: 'Acme',
    });
  });

  it('requires the non-employee’s name and organisation only when that is the choice', () => {
    expect(isMissingRequired(filled)).toBe(false);
    expect(isMissingRequired({ ...filled, involvedKind: 'non-employee' })).toBe(true);
  });

  it('restores the choice from a saved draft, and falls back to the reporter for a value it does not know', () => {
    const draft = JSON.parse(
      JSON.stringify({ ...filled, involvedKind: 'employee', involvedEmployeeName: 'Lena Wilson' }),
    );
    expect(sanitizeReportValues(draft)).toMatchObject({
      involvedKind: 'employee',
      involvedEmployeeName: 'Lena Wilson',
    });
    expect(sanitizeReportValues({ ...draft, involvedKind: 'someone' })?.involvedKind).toBe('reporter');
  });
});
