import type { ReactNode } from 'react';
import type { InspectionDetail } from '@hs/contracts';

/** What the page that owns both features shows under a finding: the actions raised from it. */
export type ActionsOfFinding = (inspectionId: string, findingId: string) => ReactNode;

/** What a view of a completed inspection gets (its result on screen, its printable report). */
export type CompletedInspectionProps = { detail: InspectionDetail; actionsOfFinding: ActionsOfFinding };

/** Every question of the inspection's template, by id. */
export const questionsById = (detail: InspectionDetail) =>
  new Map(detail.sections.flatMap((s) => s.questions).map((q) => [q.id, q]));
