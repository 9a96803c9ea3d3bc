import type { Command } from '../shared/command.ts';
import type { EstablishmentProfile, ItaInclusion, YearFigures } from './establishment.vocabulary.ts';

export type CreateEstablishment = Command<
  'CreateEstablishment',
  EstablishmentProfile & { establishmentId: string }
>;
export type ChangeEstablishment = Command<'ChangeEstablishment', { changes: Partial<EstablishmentProfile> }>;
export type SetEstablishmentYearFigures = Command<
  'SetEstablishmentYearFigures',
  Required<YearFigures> & { year: number }
>;
export type SetItaInclusion = Command<'SetItaInclusion', ItaInclusion & { year: number }>;

export type EstablishmentCommand =
  CreateEstablishment | ChangeEstablishment | SetEstablishmentYearFigures | SetItaInclusion;
