import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import type { EstablishmentCommand } from './establishment.commands.ts';
import { decide, evolve, initialState } from './establishment.decider.ts';
import { holderOfName, type EstablishmentEvent } from './establishment.events.ts';
import { sizeClassOf } from './establishment.vocabulary.ts';
import { givenEvents } from '../shared/given-events.ts';

const admin: CommandMetadata = {
  now: '2026-11-26T08:00:00.000Z',
  today: '2026-11-26',
  userId: 'admin-1',
  userName: 'Alex Morgan',
  role: 'admin',
};
const given = givenEvents(
  { decide, evolve, initialState },
  (command: Omit<EstablishmentCommand, 'metadata'>) =>
    ({ ...command, metadata: admin }) as EstablishmentCommand,
);

const profile = {
  name: 'Houston Plant',
  company: 'IPSI' as const,
  streetAddress: '100 Main St',
  city: 'Houston',
  state: 'TX',
  zip: '77002',
  naicsCode: '325110',
  industryDescription: 'Petrochemical manufacturing',
  ein: null,
  timeZone: 'America/Chicago',
};
const created: EstablishmentEvent = {
  type: 'EstablishmentCreated',
  data: { ...profile, establishmentId: 'est-1', createdAt: admin.now },
};
const figures2025: EstablishmentEvent = {
  type: 'EstablishmentYearFiguresSet',
  data: {
    year: 2025,
    annualAverageEmployees: 120,
    totalHoursWorked: 240_000,
    peakEmployees: 150,
    previous: null,
    setAt: admin.now,
  },
};

describe('given no establishment', () => {
  it('when an administrator creates one, then EstablishmentCreated carries its profile', () => {
    expect(
      given().when({ type: 'CreateEstablishment', data: { ...profile, establishmentId: 'est-1' } }),
    ).toEqual([created]);
  });
  it('when someone sets year figures, then it is not found', () => {
    expect(() =>
      given().when({
        type: 'SetEstablishmentYearFigures',
        data: { year: 2025, annualAverageEmployees: 1, totalHoursWorked: 1, peakEmployees: 1 },
      }),
    ).toThrow(expect.objectContaining({ code: 'EstablishmentNotFound' }));
  });
});

describe('given an establishment', () => {
  it('when it is created again, then that is refused', () => {
    expect(() =>
      given(created).when({ type: 'CreateEstablishment', data: { ...profile, establishmentId: 'est-1' } }),
    ).toThrow(expect.objectContaining({ code: 'EstablishmentAlreadyExists' }));
  });
  it('when only the city really changes, then only the city is recorded', () => {
    expect(
      given(created).when({
        type: 'ChangeEstablishment',
        data: { changes: { city: 'Pasadena', state: 'TX' } },
      }),
    ).toEqual([
      { type: 'EstablishmentChanged', data: { changes: { city: 'Pasadena' }, changedAt: admin.now } },
    ]);
  });
  it('when a year is set for the first time, then there is no previous figure', () => {
    expect(
      given(created).when({
        type: 'SetEstablishmentYearFigures',
        data: { year: 2025, annualAverageEmployees: 120, totalHoursWorked: 240_000, peakEmployees: 150 },
      }),
    ).toEqual([figures2025]);
  });
  it('when a year is corrected, then the event keeps the figures it replaces', () => {
    const [event] = given(created, figures2025).when({
      type: 'SetEstablishmentYearFigures',
      data: { year: 2025, annualAverageEmployees: 125, totalHoursWorked: 250_000, peakEmployees: 150 },
    });
    expect(event).toMatchObject({
      data: {
        annualAverageEmployees: 125,
        previous: { annualAverageEmployees: 120, totalHoursWorked: 240_000, peakEmployees: 150 },
      },
    });
  });
  it('when the same figures are sent again, then nothing is recorded', () => {
    expect(
      given(created, figures2025).when({
        type: 'SetEstablishmentYearFigures',
        data: { year: 2025, annualAverageEmployees: 120, totalHoursWorked: 240_000, peakEmployees: 150 },
      }),
    ).toEqual([]);
  });
  it('when figures are set for a year that has not begun, then the year is refused', () => {
    expect(() =>
      given(created).when({
        type: 'SetEstablishmentYearFigures',
        data: { year: 2027, annualAverageEmployees: 1, totalHoursWorked: 1, peakEmployees: 1 },
      }),
    ).toThrow(expect.objectContaining({ code: 'DateOutOfRange', fields: ['year'] }));
  });
});

describe('the peak and the ITA choice of a year', () => {
  it('when the peak is below the annual average, then the peak is refused', () => {
    expect(() =>
      given(created).when({
        type: 'SetEstablishmentYearFigures',
        data: { year: 2025, annualAverageEmployees: 45, totalHoursWorked: 90_000, peakEmployees: 19 },
      }),
    ).toThrow(expect.objectContaining({ code: 'RecordkeepingInconsistent', fields: ['peakEmployees'] }));
  });

  it('when only the peak changes, then the figures are recorded again', () => {
    expect(
      given(created, figures2025).when({
        type: 'SetEstablishmentYearFigures',
        data: { year: 2025, annualAverageEmployees: 120, totalHoursWorked: 240_000, peakEmployees: 160 },
      }),
    ).toHaveLength(1);
  });

  it('when an admin adds a year to the summary file, then the choice is recorded once', () => {
    const added = given(created).when({
      type: 'SetItaInclusion',
      data: { year: 2025, summary: true, cases: false },
    });
    expect(added).toEqual([
      {
        type: 'EstablishmentItaInclusionSet',
        data: { year: 2025, summary: true, cases: false, setAt: admin.now },
      },
    ]);
    expect(
      given(created, ...added).when({
        type: 'SetItaInclusion',
        data: { year: 2025, summary: true, cases: false },
      }),
    ).toEqual([]);
  });

  it('when nothing was chosen, then choosing nothing records nothing', () => {
    expect(
      given(created).when({ type: 'SetItaInclusion', data: { year: 2025, summary: false, cases: false } }),
    ).toEqual([]);
  });
});

describe('establishment names and size classes', () => {
  it('a released name is free again; a claimed one belongs to its holder', () => {
    const claim = {
      type: 'EstablishmentNameClaimed' as const,
      data: { name: 'a', establishmentId: 'est-1' },
    };
    const release = {
      type: 'EstablishmentNameReleased' as const,
      data: { name: 'a', establishmentId: 'est-1' },
    };
    expect(holderOfName([claim])).toBe('est-1');
    expect(holderOfName([claim, release])).toBeNull();
  });
  it('the OSHA ITA size class follows the number it is given (the peak)', () => {
    expect([19, 20, 99, 100, 249, 250].map(sizeClassOf)).toEqual([
      '<20',
      '20-99',
      '20-99',
      '100-249',
      '100-249',
      '250+',
    ]);
  });
});
