import type { Event } from '../shared/command.ts';
import {
  normalizeEstablishmentName,
  type EstablishmentProfile,
  type ItaInclusion,
  type YearFigures,
} from './establishment.vocabulary.ts';

export type EstablishmentCreated = Event<
  'EstablishmentCreated',
  EstablishmentProfile & { establishmentId: string; createdAt: string }
>;
export type EstablishmentChanged = Event<
  'EstablishmentChanged',
  { changes: Partial<EstablishmentProfile>; changedAt: string }
>;
/** `previous` keeps what the figures were, so the history reads as a change. */
export type EstablishmentYearFiguresSet = Event<
  'EstablishmentYearFiguresSet',
  YearFigures & { year: number; previous: YearFigures | null; setAt: string }
>;

/** An admin adds the year to an ITA file voluntarily, or takes it out again (29 CFR 1904.41). */
export type EstablishmentItaInclusionSet = Event<
  'EstablishmentItaInclusionSet',
  ItaInclusion & { year: number; setAt: string }
>;
export type EstablishmentEvent =
  EstablishmentCreated | EstablishmentChanged | EstablishmentYearFiguresSet | EstablishmentItaInclusionSet;

/**
 * A stream per normalized name keeps names unique under concurrency: claiming appends at the
 * version that was read, so of two concurrent claims one fails. A rename releases the old name.
 */
export type EstablishmentNameClaimed = Event<
  'EstablishmentNameClaimed',
  { name: string; establishmentId: string }
>;
export type EstablishmentNameReleased = Event<
  'EstablishmentNameReleased',
  { name: string; establishmentId: string }
>;
export type EstablishmentNameEvent = EstablishmentNameClaimed | EstablishmentNameReleased;

export const establishmentStreamId = (establishmentId: string): string => `establishment-${establishmentId}`;
export const establishmentNameStreamId = (name: string): string =>
  `establishmentName-${normalizeEstablishmentName(name)}`;

/** The establishment holding a name, from its claim stream's last event (null when free). */
export const holderOfName = (events: readonly EstablishmentNameEvent[]): string | null => {
  const last = events.at(-1);
  return last?.type === 'EstablishmentNameClaimed' ? last.data.establishmentId : null;
};
