import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { InspectionDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { QuestionStep } from './question-step';
import { ReviewStep } from './review-step';
import { useAnswerSaver } from './use-answer-saver';

const questionsOf = (detail: InspectionDetail) =>
  detail.sections.flatMap((section) =>
    section.questions.map((question) => ({ section: section.title, question })),
  );

/** Question by question, resuming at the first one not answered; the last step reviews and signs off. */
export const ConductInspection = ({ detail }: { detail: InspectionDetail }) => {
  const questions = questionsOf(detail);
  const answers = new Map(detail.answers.map((a) => [a.questionId, a]));
  const saver = useAnswerSaver(detail.id, answers);
  const answeredCount = questions.filter(({ question }) => answers.get(question.id)?.answered).length;
  const [step, setStep] = useState(() => {
    const first = questions.findIndex(({ question }) => !answers.get(question.id)?.answered);
    return first === -1 ? questions.length : first;
  });
  const current = questions[step];
  // Leaving a step saves its note at once rather than when typing would have paused.
  const goTo = (next: number) => {
    if (current) void saver.flushNote(current.question.id);
    setStep(next);
  };
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <div className="grid gap-1">
        <p className="text-sm font-medium text-slate-700">
          {current ? `Question ${step + 1} of ${questions.length}` : 'Review'} · {answeredCount} answered
        </p>
        <progress
          className="h-2 w-full accent-brand-700"
          max={questions.length}
          value={answeredCount}
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
            saver={saver}
          />
        </section>
      ) : (
        <ReviewStep
          inspectionId={detail.id}
          steps={questions}
          answers={answers}
          saver={saver}
          onGoTo={goTo}
        />
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          size="lg"
          className="min-h-14"
          disabled={step === 0}
          onClick={() => goTo(step - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button size="lg" className="min-h-14" disabled={!current} onClick={() => goTo(step + 1)}>
          {step === questions.length - 1 ? 'Review' : 'Next'}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
};
