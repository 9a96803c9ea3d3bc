import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TrainingIdParams } from '@hs/contracts';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { isNotFound } from '@/lib/http';
import { quizKeyQueryOptions } from '../api/quiz-api';
import { QuizAttempts } from '../components/quiz-attempts';
import { QuizEditor } from '../components/quiz-editor';

/** /training/:id/quiz/setup (safety team): the course quiz and the attempts made at it. */
export const QuizSetupPage = () => {
  const { t } = useTranslation('training-quiz');
  const { id = '' } = useParams();
  const validId = TrainingIdParams.safeParse({ id }).success;
  const query = useQuery({ ...quizKeyQueryOptions(id), enabled: validId });
  const course = query.data;
  return (
    <>
      <PageHeader
        eyebrow={<BackLink to="/training">{t('backToTraining')}</BackLink>}
        title={t('setup.title')}
        description={course && <span translate="no">{course.title}</span>}
      />
      <div className="mx-auto grid max-w-3xl gap-6">
        {!course ? (
          <Card>
            {!validId || (query.isError && isNotFound(query.error)) ? (
              <StatusMessage kind="empty">{t('setup.noCourse')}</StatusMessage>
            ) : query.isError ? (
              <StatusMessage kind="error">{t('setup.loadFailed')}</StatusMessage>
            ) : (
              <StatusMessage kind="loading">{t('setup.loading')}</StatusMessage>
            )}
          </Card>
        ) : course.type !== 'online' ? (
          <Card>
            <StatusMessage kind="empty">{t('setup.onlineOnly')}</StatusMessage>
          </Card>
        ) : (
          <>
            <QuizEditor key={course.quiz?.quizVersion ?? 0} course={course} />
            <QuizAttempts trainingId={course.trainingId} />
          </>
        )}
      </div>
    </>
  );
};
