import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/dates';
import { myScheduleQueryOptions } from '../api/get-my-schedule';
import { requiredCoursesOf, type RequiredCourse } from '../training-stats';

/** "Missing, due Jan 5, 2027", "Expired Nov 30, 2026": where the requirement stands and by when. */
const standing = (t: TFunction, course: RequiredCourse): string => {
  const date = formatDate(course.date);
  if (course.what === 'due') {
    return course.overdue
      ? t('training:recommended.missing', { date })
      : t('training:recommended.dueBy', { date });
  }
  return course.overdue
    ? t('training:recommended.expired', { date })
    : t('training:recommended.expires', { date });
};

const CourseLine = ({ course }: { course: RequiredCourse }) => {
  const { t } = useTranslation('training');
  return (
    <li className="flex items-start gap-2">
      <BookOpen className="mt-0.5 size-4 shrink-0 text-slate-500 pointer-coarse:mt-3.5" aria-hidden="true" />
      <span>
        {/* The course's heading on this page (course-list.tsx), so the session to book is one step away. */}
        <a
          href={`#course-${course.sourceId}`}
          translate="no"
          className="inline-flex items-center rounded-sm font-medium text-brand-900 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 pointer-coarse:min-h-11"
        >
          {course.title}
        </a>
        <span className={`block text-xs ${course.overdue ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
          {standing(t, course)}
        </span>
      </span>
    </li>
  );
};

/**
 * The courses the person's role, department, job title or name requires and they do not hold, or
 * hold until soon: their row of the training matrix, read through My Schedule.
 */
export const RecommendedCourseList = (): ReactNode => {
  const { t } = useTranslation('training');
  const schedule = useQuery(myScheduleQueryOptions());
  if (schedule.isPending) return <StatusMessage kind="loading">{t('recommended.loading')}</StatusMessage>;
  if (schedule.isError) return <StatusMessage kind="error">{t('recommended.failed')}</StatusMessage>;
  const courses = requiredCoursesOf(schedule.data);
  if (courses.length === 0) {
    return <p className="text-sm text-slate-700">{t('recommended.allHeld')}</p>;
  }
  return (
    <ul className="grid gap-2.5 text-sm text-slate-800" aria-label={t('recommended.label')}>
      {courses.map((course) => (
        <CourseLine key={course.key} course={course} />
      ))}
    </ul>
  );
};
