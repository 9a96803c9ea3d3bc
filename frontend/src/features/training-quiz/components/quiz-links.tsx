import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClipboardList, ListChecks } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { useQuizCourses } from '../api/quiz-api';

/**
 * A course's quiz links: "Take the quiz" to whoever registered for a course with a quiz (instead
 * of marking it completed), "Quiz" to the safety team on any online course.
 */
export { useQuizCourses };

export const CourseQuizLinks = ({
  trainingId,
  title,
  online,
  registered,
}: {
  trainingId: string;
  title: string;
  online: boolean;
  registered: boolean;
}) => {
  const { t } = useTranslation('training-quiz');
  const team = isSafetyTeam(useSignedInUser());
  const hasQuiz = useQuizCourses().has(trainingId);
  return (
    <>
      {registered && hasQuiz && (
        <Button asChild size="sm" className="pointer-coarse:min-h-11">
          <Link to={`/training/${trainingId}/quiz`}>
            <ListChecks aria-hidden="true" />
            {t('links.take')}
            <CourseName title={title} />
          </Link>
        </Button>
      )}
      {team && online && (
        <Button asChild variant="secondary" className="pointer-coarse:min-h-11">
          <Link to={`/training/${trainingId}/quiz/setup`}>
            <ClipboardList aria-hidden="true" />
            {t('links.setup')}
            <CourseName title={title} />
          </Link>
        </Button>
      )}
    </>
  );
};

/** The course a link is for, said to screen readers only (the row shows it), as entered. */
const CourseName = ({ title }: { title: string }) => (
  <span className="sr-only" translate="no">
    {' '}
    ({title})
  </span>
);
