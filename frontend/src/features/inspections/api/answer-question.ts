import { CommandResponse, inspectionRoutes } from '@hs/contracts';
import { sendJson } from '@/lib/http';

export type Answer = { inspectionId: string; questionId: string; value: string | null; note: string | null };

/** PUT /api/inspections/:id/answers/:questionId: the answer with its note; the same twice records nothing. */
export const putAnswer = ({ inspectionId, questionId, value, note }: Answer) =>
  sendJson('PUT', inspectionRoutes.answer(inspectionId, questionId), { value, note }, CommandResponse);
