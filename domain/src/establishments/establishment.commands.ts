import type { Command } from '../shared/command.ts';
import type { EstablishmentProfile, YearFigures } from './establishment.vocabulary.ts';

export type CreateEstablishment = Command<
  'CreateEstablishment',
  EstablishmentProfile & { establishmentId: string }
>;
export type ChangeEstablishment = Command<'ChangeEstablishment', { changes: Partial<EstablishmentProfile> }>;
export type SetEstablishmentYearFigures = Command<
  'SetEstablishmentYearFigures',
  YearFigures & { year: number }
>;

export type EstablishmentCommand = CreateEstablishment | ChangeEstablishment | SetEstablishmentYearFigures;
