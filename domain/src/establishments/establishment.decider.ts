import { DomainError } from '../shared/domain-error.ts';
import type { EstablishmentCommand } from './establishment.commands.ts';
import type { EstablishmentEvent } from './establishment.events.ts';
import type { EstablishmentProfile, ItaInclusion, YearFigures } from './establishment.vocabulary.ts';

export type Establishment =
  | { status: 'none' }
  | {
      status: 'active';
      establishmentId: string;
      profile: EstablishmentProfile;
      years: Record<number, YearFigures>;
      itaInclusions: Record<number, ItaInclusion>;
    };

export const initialState: Establishment = { status: 'none' };

export const evolve = (state: Establishment, event: EstablishmentEvent): Establishment => {
  if (event.type === 'EstablishmentCreated') {
    const { establishmentId, createdAt: _at, ...profile } = event.data;
    return { status: 'active', establishmentId, profile, years: {}, itaInclusions: {} };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'EstablishmentChanged':
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'EstablishmentYearFiguresSet': {
      const { annualAverageEmployees, totalHoursWorked, peakEmployees, year } = event.data;
      const figures: YearFigures = { annualAverageEmployees, totalHoursWorked };
      if (peakEmployees !== undefined) figures.peakEmployees = peakEmployees;
      return { ...state, years: { ...state.years, [year]: figures } };
    }
    case 'EstablishmentItaInclusionSet': {
      const { summary, cases, year } = event.data;
      return { ...state, itaInclusions: { ...state.itaInclusions, [year]: { summary, cases } } };
    }
  }
};

const changedFields = (
  profile: EstablishmentProfile,
  changes: Partial<EstablishmentProfile>,
): Partial<EstablishmentProfile> =>
  Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => value !== undefined && profile[key as keyof EstablishmentProfile] !== value,
    ),
  );

/** Figures and choices describe a year that has begun; a later year is a typing slip. */
const refuseFutureYear = (year: number, today: string): void => {
  if (year > Number(today.slice(0, 4))) {
    throw new DomainError('DateOutOfRange', 'The year has not begun yet.', ['year']);
  }
};

export const decide = (command: EstablishmentCommand, state: Establishment): EstablishmentEvent[] => {
  const now = command.metadata.now;
  if (command.type === 'CreateEstablishment') {
    if (state.status !== 'none') throw new DomainError('EstablishmentAlreadyExists');
    return [{ type: 'EstablishmentCreated', data: { ...command.data, createdAt: now } }];
  }
  if (state.status === 'none') throw new DomainError('EstablishmentNotFound');
  switch (command.type) {
    case 'ChangeEstablishment': {
      const changes = changedFields(state.profile, command.data.changes);
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'EstablishmentChanged', data: { changes, changedAt: now } }];
    }
    case 'SetEstablishmentYearFigures': {
      const { year, annualAverageEmployees, totalHoursWorked, peakEmployees } = command.data;
      refuseFutureYear(year, command.metadata.today);
      // The most employed at any one time cannot be fewer than the year's average.
      if (peakEmployees < annualAverageEmployees) {
        throw new DomainError('RecordkeepingInconsistent', 'The peak cannot be below the annual average.', [
          'peakEmployees',
        ]);
      }
      const previous = state.years[year] ?? null;
      if (
        previous?.annualAverageEmployees === annualAverageEmployees &&
        previous.totalHoursWorked === totalHoursWorked &&
        previous.peakEmployees === peakEmployees
      ) {
        return [];
      }
      return [
        {
          type: 'EstablishmentYearFiguresSet',
          data: { year, annualAverageEmployees, totalHoursWorked, peakEmployees, previous, setAt: now },
        },
      ];
    }
    case 'SetItaInclusion': {
      const { year, summary, cases } = command.data;
      refuseFutureYear(year, command.metadata.today);
      const previous = state.itaInclusions[year] ?? { summary: false, cases: false };
      if (previous.summary === summary && previous.cases === cases) return [];
      return [{ type: 'EstablishmentItaInclusionSet', data: { year, summary, cases, setAt: now } }];
    }
  }
};
