import type { DecideRecordkeepingBody } from '@hs/contracts';
import { plainAnswersFor } from '@hs/domain';

type Unanswered = Omit<DecideRecordkeepingBody, 'answers'>;

/** A decision body with the plain answers that lead to it: for tests about what follows a decision. */
export const answered = (body: Unanswered): DecideRecordkeepingBody => ({
  ...body,
  answers: plainAnswersFor(body),
});
