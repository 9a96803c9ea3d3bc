import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { InspectionDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/http';
import { useCompleteInspection } from '../api/complete-inspection';
import { QuestionStep } from './question-step';

const questionsOf = (detail: InspectionDetail) =>
  detail.sections.flatMap((section) =>
    section.questions.map((question) => ({ section: section.title, question })),
  );

/** Question by question, resuming at the first one not answered; the last step completes it. */
export const ConductInspection = ({ detail }: { detail: InspectionDetail }) => {
  const questions = questionsOf(detail);
  const answers = new Map(detail.answers.map((a) => [a.questionId, a]));
  const unanswered = questions.filter(({ question }) => !answers.get(question.id)?.answered);
  const [step, setStep] = useState(() => {
    const first = questions.findIndex(({ question }) => !answers.get(question.id)?.answered);
    return first === -1 ? questions.length : first;
  });
  const complete = useCompleteInspection();
  const current = questions[step];
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <div className="grid gap-1">
        <p className="text-sm font-medium text-slate-700">
          {current ? `Question ${step + 1} of ${questions.length}` : 'Review'} ·{' '}
          {questions.length - unanswered.length} answered
        </p>
        <progress
          className="h-2 w-full accent-brand-700"
          max={questions.length}
          value={questions.length - unanswered.length}
          aria-label="Answered questions"
        />
      </div>
      {current ? (
        <section
          aria-label={`Question ${step + 1}`}
          className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
        >
          <p className="text-sm font-medium tracking-wide text-slate-600 uppercase">{current.section}</p>
          <QuestionStep
            key={current.question.id}
            inspectionId={detail.id}
            question={current.question}
            answer={answers.get(current.question.id)}
          />
        </section>
      ) : (
        <section
          aria-label="Review and complete"
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 className="text-xl font-semibold text-slate-900">Review and complete</h2>
          {unanswered.length > 0 ? (
            <>
              <p className="text-slate-800">
                {unanswered.length} question{unanswered.length === 1 ? '' : 's'} still to answer (N/A where it
                does not apply):
              </p>
              <ul className="grid gap-2">
                {unanswered.map(({ question }) => (
                  <li key={question.id}>
                    <Button
                      variant="secondary"
                      size="lg"
                      className="w-full justify-start"
                      onClick={() => setStep(questions.findIndex((q) => q.question.id === question.id))}
                    >
                      {question.text}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-slate-800">
              Every question is answered. Once completed, answers can only be corrected with a reason.
            </p>
          )}
          <Button
            size="lg"
            className="min-h-14 text-lg"
            disabled={unanswered.length > 0 || complete.isPending}
            onClick={() => complete.mutate(detail.id)}
          >
            Complete inspection
          </Button>
          {complete.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failureText(complete.error, 'The inspection could not be completed.')}
            </p>
          )}
        </section>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          size="lg"
          className="min-h-14"
          disabled={step === 0}
          onClick={() => setStep(step - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button size="lg" className="min-h-14" disabled={!current} onClick={() => setStep(step + 1)}>
          {step === questions.length - 1 ? 'Review' : 'Next'}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
};
