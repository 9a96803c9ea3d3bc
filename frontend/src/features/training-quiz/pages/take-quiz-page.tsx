import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TrainingIdParams, type QuizResult, type QuizToTake } from '@hs/contracts';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { isNotFound } from '@/lib/http';
import { quizToTakeQueryOptions, useTakeQuiz } from '../api/quiz-api';
import { QuizQuestionField } from '../components/quiz-question';
import { formatDay, refusalKey } from '../quiz-words';

const Notice = ({ children }: { children: ReactNode }) => (
  <Card className="p-5 text-slate-800">{children}</Card>
);

/** The score and pass or fail, announced and focused when it appears. */
const ResultCard = ({ result, onRetry }: { result: QuizResult; onRetry: () => void }) => {
  const { t } = useTranslation('training-quiz');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="p-5" aria-labelledby="quiz-result">
      <div role="status">
        <h2
          id="quiz-result"
          ref={heading}
          tabIndex={-1}
          className={`text-xl font-bold ${result.passed ? 'text-green-800' : 'text-red-800'}`}
        >
          {result.passed ? t('result.passed') : t('result.failed')}
        </h2>
        <p className="mt-2 text-3xl font-bold text-slate-900">{t('result.score', { score: result.score })}</p>
        <p className="mt-1 text-slate-700">
          {t('result.correct', { correct: result.correct, total: result.total, passMark: result.passMark })}
        </p>
        <p className="mt-3 text-slate-800">
          {result.passed
            ? t('result.completed')
            : result.attemptsLeft > 0
              ? t('result.attemptsLeft', { left: result.attemptsLeft })
              : t('result.usedUp')}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {!result.passed && result.attemptsLeft > 0 && (
          <Button size="lg" onClick={onRetry}>
            {t('result.retry')}
          </Button>
        )}
        <Button asChild size="lg" variant="secondary">
          <Link to="/training">{t('backToTraining')}</Link>
        </Button>
      </div>
    </Card>
  );
};

const QuizForm = ({ quiz, onResult }: { quiz: QuizToTake; onResult: (result: QuizResult) => void }) => {
  const { t } = useTranslation('training-quiz');
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => quiz.questions.map(() => undefined));
  const [checked, setChecked] = useState(false);
  const take = useTakeQuiz(quiz.trainingId);
  const unanswered = answers.flatMap((a, i) => (a === undefined ? [i] : []));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (unanswered.length > 0) {
      document.querySelector<HTMLInputElement>(`#quiz-q${unanswered[0]} input`)?.focus();
      return;
    }
    take.mutate({ quizVersion: quiz.quizVersion, answers: answers as number[] }, { onSuccess: onResult });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Card className="p-5 text-slate-800">
        <p>{t('take.intro')}</p>
        <p className="mt-2 font-medium">
          {t('take.passMark', { passMark: quiz.passMark })} ·{' '}
          {t('take.attempt', { attempt: quiz.attemptsUsed + 1, allowed: quiz.attemptsAllowed })}
        </p>
      </Card>
      {quiz.questions.map((q, i) => (
        <QuizQuestionField
          key={i}
          index={i}
          total={quiz.questions.length}
          text={q.text}
          options={q.options}
          value={answers[i]}
          missing={checked && answers[i] === undefined}
          onChange={(option) => setAnswers((now) => now.map((a, j) => (j === i ? option : a)))}
        />
      ))}
      {checked && unanswered.length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('take.unanswered', { left: unanswered.length })}
        </p>
      )}
      {take.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(refusalKey(take.error))}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={take.isPending}>
          {take.isPending ? t('take.submitting') : t('take.submit')}
        </Button>
      </div>
    </form>
  );
};

/** /training/:id/quiz: the registered person answers the course quiz; the server grades it. */
export const TakeQuizPage = () => {
  const { t } = useTranslation('training-quiz');
  const { id = '' } = useParams();
  const validId = TrainingIdParams.safeParse({ id }).success;
  const query = useQuery({ ...quizToTakeQueryOptions(id), enabled: validId });
  const [result, setResult] = useState<QuizResult | null>(null);
  const [round, setRound] = useState(0);
  const quiz = query.data;
  const back = <BackLink to="/training">{t('backToTraining')}</BackLink>;
  const header = (
    <PageHeader
      eyebrow={back}
      title={t('take.title')}
      description={quiz && <span translate="no">{quiz.title}</span>}
    />
  );
  let body: ReactNode;
  if (result) {
    body = (
      <ResultCard
        result={result}
        onRetry={() => {
          setResult(null);
          setRound((n) => n + 1);
          window.scrollTo(0, 0);
        }}
      />
    );
  } else if (!quiz) {
    body = (
      <Card>
        {!validId || (query.isError && isNotFound(query.error)) ? (
          <StatusMessage kind="empty">{t('take.noQuiz')}</StatusMessage>
        ) : query.isError ? (
          <StatusMessage kind="error">{t('take.loadFailed')}</StatusMessage>
        ) : (
          <StatusMessage kind="loading">{t('take.loading')}</StatusMessage>
        )}
      </Card>
    );
  } else if (quiz.status === 'completed') {
    body = <Notice>{t('take.alreadyCompleted', { date: formatDay(quiz.completedOn!) })}</Notice>;
  } else if (quiz.status === 'not-registered') {
    body = <Notice>{t('take.notRegistered')}</Notice>;
  } else if (quiz.status === 'used-up') {
    body = <Notice>{t('result.usedUp')}</Notice>;
  } else {
    body = <QuizForm key={`${quiz.quizVersion}-${round}`} quiz={quiz} onResult={setResult} />;
  }
  return (
    <>
      {header}
      <div className="mx-auto max-w-2xl">{body}</div>
    </>
  );
};
