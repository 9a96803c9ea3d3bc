import { DomainError } from '../shared/domain-error.ts';
import type { EstablishmentCommand } from './establishment.commands.ts';
import type { EstablishmentEvent } from './establishment.events.ts';
import type { EstablishmentProfile, YearFigures } from './establishment.vocabulary.ts';

export type Establishment =
  | { status: 'none' }
  | {
      status: 'active';
      establishmentId: string;
      profile: EstablishmentProfile;
      years: Record<number, YearFigures>;
    };

export const initialState: Establishment = { status: 'none' };

export const evolve = (state: Establishment, event: EstablishmentEvent): Establishment => {
  if (event.type === 'EstablishmentCreated') {
    const { establishmentId, createdAt: _at, ...profile } = event.data;
    return { status: 'active', establishmentId, profile, years: {} };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'EstablishmentChanged':
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'EstablishmentYearFiguresSet': {
      const { annualAverageEmployees, totalHoursWorked, year } = event.data;
      return { ...state, years: { ...state.years, [year]: { annualAverageEmployees, totalHoursWorked } } };
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
      const { year, annualAverageEmployees, totalHoursWorked } = command.data;
      // Figures describe a year that has begun; a later year is a typing slip.
      if (year > Number(command.metadata.today.slice(0, 4))) {
        throw new DomainError('DateOutOfRange', 'The year has not begun yet.', ['year']);
      }
      const previous = state.years[year] ?? null;
      if (
        previous?.annualAverageEmployees === annualAverageEmployees &&
        previous.totalHoursWorked === totalHoursWorked
      ) {
        return [];
      }
      return [
        {
          type: 'EstablishmentYearFiguresSet',
          data: { year, annualAverageEmployees, totalHoursWorked, previous, setAt: now },
        },
      ];
    }
  }
};
