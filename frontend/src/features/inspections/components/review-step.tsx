import { AlertTriangle } from 'lucide-react';
import type { InspectionAnswer, InspectionQuestion } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { answerText, failsText, photoCountText } from '../inspection-labels';
import { SignOffForm } from './sign-off-form';
import type { AnswerSaver } from './use-answer-saver';

type Step = { section: string; question: InspectionQuestion };

const GoTo = ({ index, question, onGoTo }: { index: number; question: string; onGoTo: () => void }) => (
  <Button
    variant="secondary"
    size="lg"
    className="w-full justify-start text-left whitespace-normal"
    aria-label={`Go to question ${index + 1}: ${question}`}
    onClick={onGoTo}
  >
    Go to question {index + 1}
  </Button>
);

/** Before completing: what is still unanswered, every failing answer (each a link back), and the sign-off. */
export const ReviewStep = ({
  inspectionId,
  steps,
  answers,
  saver,
  onGoTo,
}: {
  inspectionId: string;
  steps: Step[];
  answers: ReadonlyMap<string, InspectionAnswer>;
  saver: AnswerSaver;
  onGoTo: (index: number) => void;
}) => {
  const numbered = steps.map((step, index) => ({ ...step, index, answer: answers.get(step.question.id) }));
  const unanswered = numbered.filter(({ answer }) => !answer?.answered);
  const failed = numbered.filter(({ answer }) => answer?.answered && answer.fails);
  return (
    <section
      aria-label="Review and complete"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-xl font-semibold text-slate-900">Review and complete</h2>
      {unanswered.length > 0 && (
        <div className="grid gap-2">
          <p className="text-slate-800">
            {unanswered.length} question{unanswered.length === 1 ? '' : 's'} still to answer (N/A where it
            does not apply):
          </p>
          <ul className="grid gap-2">
            {unanswered.map(({ question, index }) => (
              <li key={question.id}>
                <Button
                  variant="secondary"
                  size="lg"
                  className="w-full justify-start text-left whitespace-normal"
                  onClick={() => onGoTo(index)}
                >
                  {question.text}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          {failed.length === 0 ? 'No failed items' : `Failed items (${failed.length})`}
        </h3>
        {failed.length > 0 && (
          <ul aria-label="Failed items" className="grid gap-3">
            {failed.map(({ question, index, answer, section }) => {
              const note = saver.noteOf(question.id).trim();
              return (
                <li
                  key={question.id}
                  aria-label={`Failed: ${question.text}`}
                  className="grid gap-1 rounded-md border-2 border-red-700 bg-red-50 p-3"
                >
                  <p className="flex items-center gap-2 text-sm font-semibold text-red-800">
                    <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
                    {failsText(question)}
                  </p>
                  <p className="text-sm text-slate-700">{section}</p>
                  <p className="font-semibold text-slate-900">{question.text}</p>
                  <p className="text-slate-800">Answer: {answerText(answer?.value ?? null, question)}</p>
                  <p className="text-slate-800">{note ? `Note: ${note}` : 'No note'}</p>
                  <p className="text-slate-800">{photoCountText(answer?.photos.length ?? 0)}</p>
                  <GoTo index={index} question={question.text} onGoTo={() => onGoTo(index)} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {unanswered.length === 0 ? (
        <>
          <p className="text-slate-800">
            Every question is answered. Once completed, answers can only be corrected with a reason.
          </p>
          <SignOffForm inspectionId={inspectionId} saver={saver} />
        </>
      ) : (
        <Button size="lg" className="min-h-14 text-lg" disabled>
          Sign off and complete
        </Button>
      )}
    </section>
  );
};
