import { describe, expect, it } from 'vitest';
import {
  caseProblems,
  caseRow,
  itaDate,
  itaSizeCode,
  summaryProblems,
  summaryRow,
  type ItaCase,
} from './osha-ita.ts';
import { summarize300A } from './osha-summary.ts';
import { caseDecision } from './recordkeeping.decision.ts';

const establishment = {
  id: 'e-1',
  name: 'North Plant',
  company: 'IPSI',
  streetAddress: '4800 Industrial Blvd',
  city: 'Houston',
  state: 'TX',
  zip: '77029-1234',
  naicsCode: '325110',
  industryDescription: 'Petrochemical manufacturing',
  ein: '123456789' as string | null,
  figures: { annualAverageEmployees: 40, totalHoursWorked: 80_000 },
  summary: summarize300A([], { annualAverageEmployees: 40, totalHoursWorked: 80_000 }),
};

const deathCase: ItaCase = {
  incidentId: 'i-1',
  establishmentId: 'e-1',
  establishmentName: 'North Plant',
  reportNumber: 'IR-2025-000007',
  date: '2025-12-31',
  time: null,
  location: 'Boiler house',
  employeeName: 'Jo Park',
  decision: caseDecision({
    outcome: 'death',
    caseType: 'respiratory-condition',
    jobTitle: 'Boiler operator',
    bodyPart: 'Lungs',
    activityBefore: 'Relighting the boiler',
    whatHappened: 'Breathed flue gas',
    objectOrSubstance: 'Carbon monoxide',
    hospitalizedOvernight: true,
  }),
};

describe('ITA codes and formats', () => {
  it('writes dates as MM/DD/YYYY and sizes as OSHA codes 1, 21, 22 and 3', () => {
    expect(itaDate('2025-01-09')).toBe('01/09/2025');
    expect([19, 20, 99, 100, 249, 250].map(itaSizeCode)).toEqual(['1', '21', '21', '22', '22', '3']);
  });

  it('files an establishment without cases as "no injuries or illnesses" (2) with a 9-digit zip', () => {
    expect(summaryRow(establishment, 2025)).toMatchObject({
      zip: '770291234',
      size: '21',
      establishment_type: '1',
      no_injuries_illnesses: '2',
      total_deaths: '0',
    });
    expect(summaryProblems(establishment, summaryRow(establishment, 2025))).toEqual([]);
  });

  it('codes a death as outcome 1, a respiratory condition as type 3, an unknown time as time_unknown', () => {
    expect(caseRow(deathCase, 2025)).toMatchObject({
      incident_outcome: '1',
      type_of_incident: '3',
      time_of_incident: '',
      time_unknown: '1',
      treatment_in_patient: '1',
      date_of_incident: '12/31/2025',
    });
  });
});

describe('ITA checks', () => {
  it('asks for the date of death of a death and names the column', () => {
    expect(caseProblems(deathCase, caseRow(deathCase, 2025))).toEqual([
      { kind: 'case', id: 'i-1', label: 'IR-2025-000007', field: 'date_of_death', reason: 'Required' },
    ]);
  });

  it('asks for the establishment of a case reported without one', () => {
    const unfiled = { ...deathCase, establishmentId: null, establishmentName: null };
    expect(caseProblems(unfiled, caseRow(unfiled, 2025))[0]).toEqual({
      kind: 'case',
      id: 'i-1',
      label: 'IR-2025-000007',
      field: 'establishment_name',
      reason: 'File the incident under an establishment',
    });
  });

  it('refuses a bad EIN, a long name and more hours than a year has per employee', () => {
    const wrong = {
      ...establishment,
      name: 'N'.repeat(101),
      ein: '12345',
      figures: { annualAverageEmployees: 2, totalHoursWorked: 20_000 },
    };
    expect(summaryProblems(wrong, summaryRow(wrong, 2025)).map((p) => [p.field, p.reason])).toEqual([
      ['establishment_name', 'At most 100 characters'],
      ['ein', 'Enter the 9-digit EIN, e.g. 12-3456789'],
      ['total_hours_worked', 'More hours per employee than a year has'],
    ]);
  });

  it('asks for the EIN, which every submission carries (1904.41(b)(9))', () => {
    const noEin = { ...establishment, ein: null };
    expect(summaryProblems(noEin, summaryRow(noEin, 2025)).map((p) => [p.field, p.reason])).toEqual([
      ['ein', 'Required'],
    ]);
  });

  it('refuses totals whose case types do not add up to their outcomes', () => {
    const off = { ...establishment, summary: { ...establishment.summary, total_other_cases: 1 } };
    expect(summaryProblems(off, summaryRow(off, 2025))).toEqual([
      expect.objectContaining({
        field: 'total_injuries',
        reason: 'The case types add up to 0, the outcomes to 1',
      }),
    ]);
  });
});

describe('the injury or illness and privacy cases in the case file', () => {
  const cut: ItaCase = {
    ...deathCase,
    location: "Kowalski's bench, Boiler house",
    employeeName: 'Jordan Kowalski',
    decision: caseDecision({
      jobTitle: 'Fitter',
      natureOfInjury: 'Laceration',
      bodyPart: 'left index finger',
      activityBefore: 'Opening a box',
      whatHappened: 'J. Kowalski slipped with the cutter',
      objectOrSubstance: 'box cutter',
    }),
  };

  it('says what the injury was with the body part, and the object after it', () => {
    expect(caseRow(cut, 2025)).toMatchObject({
      incident_description: 'Laceration, left index finger; box cutter',
      nar_injury_illness: 'Laceration, left index finger',
    });
  });

  it('keeps no part of a privacy case’s name, and asks for a neutral description when its text names the person', () => {
    const privateCase = {
      ...cut,
      recordNames: ['Jordy', 'Kowalski'],
      decision: { ...cut.decision, privacyCase: 'intimate-body-part' as const },
    };
    const row = caseRow(privateCase, 2025);
    expect(JSON.stringify(row)).not.toMatch(/Kowalski|Jord/i);
    expect(row).toMatchObject({
      incident_location: "The employee's bench, Boiler house",
      nar_what_happened: 'The employee slipped with the cutter',
    });
    expect(caseProblems(privateCase, row)).toEqual([
      expect.objectContaining({
        field: 'incident_description',
        reason: expect.stringContaining('neutral description'),
      }),
    ]);
    const neutral = { ...privateCase, decision: { ...privateCase.decision, neutralDescription: 'Cut' } };
    expect(caseRow(neutral, 2025)).toMatchObject({
      incident_description: 'Cut',
      nar_what_happened: 'Cut',
      nar_injury_illness: 'Cut',
    });
    expect(caseProblems(neutral, caseRow(neutral, 2025))).toEqual([]);
  });
});
