import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { InspectionAnswer, InspectionQuestion } from '@hs/contracts';
import { failsText } from '../inspection-labels';

/** The saved answer's verdict in colour, icon and words: a failing one cannot pass unnoticed. */
export const AnswerVerdict = ({
  question,
  answer,
}: {
  question: InspectionQuestion;
  answer: InspectionAnswer | undefined;
}) => {
  if (!answer?.answered || answer.value === null || question.kind === 'text') return null;
  return answer.fails ? (
    <p className="flex items-center gap-2 rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
      <AlertTriangle aria-hidden="true" className="size-6 shrink-0" />
      {failsText(question)}
    </p>
  ) : (
    <p className="flex items-center gap-2 rounded-md border border-green-300 bg-green-50 p-3 font-medium text-green-800">
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
      Passes
    </p>
  );
};
