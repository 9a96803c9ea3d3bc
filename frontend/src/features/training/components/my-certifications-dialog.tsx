import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Award, CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, UserTraining } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';
import { toast } from '@/components/ui/toast-store';
import { formatDate } from '@/lib/dates';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { employeesQueryOptions } from '@/lib/employee-list';
import { fullName, sortEmployees } from '@/lib/employee-names';
import { CourseQuizLinks, useQuizCourses } from '@/features/training-quiz';
import { refusalText } from '../refusal-text';
import { useCompleteTraining } from '../api/complete-training';
import { userTrainingsQueryOptions } from '../api/get-user-trainings';
import { trainingTypeLabel } from '../training-format';

interface Person {
  id: string;
  name: string;
  self: boolean;
}

/**
 * The specification let anyone pick the "active user"; here the dialog always shows the signed-in
 * user's own record, and only an administrator may choose someone to view (docs/architecture.md,
 * "Where the product departs from its original specification").
 */
const EmployeePicker = ({
  value,
  onChange,
  me,
}: {
  value: string;
  onChange: (id: string) => void;
  me: CurrentUser;
}) => {
  const { t } = useTranslation('training');
  const employees = useQuery(employeesQueryOptions());
  const others = sortEmployees(employees.data ?? []).filter((e) => e.isActive && e.id !== me.id);
  return (
    <Field
      id="certifications-employee"
      label={t('certifications.employee')}
      hint={employees.isError ? t('certifications.employeesFailed') : t('certifications.adminsMay')}
    >
      <NativeSelect
        id="certifications-employee"
        {...describedBy('certifications-employee', { hint: true })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value={me.id}>{t('certifications.me', { name: fullName(me) })}</option>
        {others.map((employee) => (
          <option key={employee.id} value={employee.id}>
            {fullName(employee)} · {employee.department}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
};

const CompleteButton = ({ training, person }: { training: UserTraining; person: Person }) => {
  const { t } = useTranslation('training');
  const mutation = useCompleteTraining(person.id);
  const complete = () =>
    mutation.mutate(
      { trainingId: training.trainingId, ...(person.self ? {} : { userId: person.id }) },
      {
        onSuccess: () =>
          toast({
            title: t('certifications.completedTitle'),
            description: person.self
              ? t('certifications.recorded', { title: training.title })
              : t('certifications.recordedFor', { title: training.title, name: person.name }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('certifications.error'),
            description: refusalText(error, t('certifications.recordFailed')),
          }),
      },
    );
  return (
    <Button size="sm" variant="secondary" onClick={complete} disabled={mutation.isPending}>
      {mutation.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <CircleCheck aria-hidden="true" />
      )}
      {mutation.isPending
        ? t('certifications.saving')
        : person.self
          ? t('certifications.markCompleted')
          : t('certifications.recordCompletion')}
      <span className="sr-only" translate="no">
        {' '}
        ({training.title})
      </span>
    </Button>
  );
};

const TrainingRow = ({
  training,
  person,
  canComplete,
  takesQuiz,
}: {
  training: UserTraining;
  person: Person;
  canComplete: boolean;
  takesQuiz: boolean;
}) => {
  const { t } = useTranslation('training');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900" translate="no">
          {training.title}
        </p>
        <p className="text-xs text-slate-600">
          {trainingTypeLabel(t, training.type)} ·{' '}
          {training.date ? formatDate(training.date) : t('certifications.selfPaced')} ·{' '}
          <span translate="no">{training.duration}</span>
        </p>
      </div>
      {training.status === 'completed' ? (
        <Badge tone="green">
          <CircleCheck className="size-3.5" aria-hidden="true" />
          {t('certifications.completedOn', { date: formatDate(training.completedOn) })}
        </Badge>
      ) : training.status === 'waitlisted' ? (
        <Badge tone="yellow">{t('certifications.waitlisted', { position: training.waitlistPosition })}</Badge>
      ) : takesQuiz ? (
        <CourseQuizLinks trainingId={training.trainingId} title={training.title} online={false} registered />
      ) : canComplete ? (
        <CompleteButton training={training} person={person} />
      ) : (
        <Badge tone="blue">{t('certifications.registered')}</Badge>
      )}
    </li>
  );
};

const Certifications = ({ person, admin }: { person: Person; admin: boolean }) => {
  const { t } = useTranslation('training');
  const { data, isPending, isError } = useQuery(userTrainingsQueryOptions(person.id));
  // A course with a quiz is completed by passing it: its taker gets the quiz, not the button.
  const quizzes = useQuizCourses();
  if (isPending)
    return (
      <StatusMessage kind="loading" className="py-6">
        {t('certifications.loading')}
      </StatusMessage>
    );
  if (isError)
    return (
      <StatusMessage kind="error" className="py-6">
        {t('certifications.failed')}
      </StatusMessage>
    );
  if (data.length === 0) {
    return (
      <StatusMessage kind="empty" className="py-6">
        {person.self ? t('certifications.noneSelf') : t('certifications.noneOther', { name: person.name })}
      </StatusMessage>
    );
  }
  const completed = data.filter((r) => r.status === 'completed');
  const registered = data.filter((r) => r.status === 'enrolled');
  const waitlisted = data.filter((r) => r.status === 'waitlisted');
  // Administrators record any completion; employees finish online courses themselves.
  const canComplete = (r: UserTraining) => admin || (person.self && r.type === 'online');
  const sections = [
    {
      id: 'certifications-completed',
      title: t('certifications.completedSection', { count: completed.length }),
      items: completed,
    },
    {
      id: 'certifications-registered',
      title: t('certifications.registeredSection', { count: registered.length }),
      items: registered,
    },
    // Only when someone waits: most people never do.
    ...(waitlisted.length > 0
      ? [
          {
            id: 'certifications-waitlisted',
            title: t('certifications.waitlistedSection', { count: waitlisted.length }),
            items: waitlisted,
          },
        ]
      : []),
  ];
  return (
    <div className="grid gap-5">
      {sections.map(({ id, title, items }) => (
        <section key={id} aria-labelledby={id}>
          <h3 id={id} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {title}
          </h3>
          {items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('certifications.none')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {items.map((r) => (
                <TrainingRow
                  key={r.trainingId}
                  training={r}
                  person={person}
                  canComplete={canComplete(r)}
                  takesQuiz={person.self && quizzes.has(r.trainingId)}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
};

const CertificationsBody = () => {
  const user = useSignedInUser();
  const admin = isAdmin(user);
  const [viewedId, setViewedId] = useState(user.id);
  const employees = useQuery({ ...employeesQueryOptions(), enabled: admin });
  const viewed = employees.data?.find((e) => e.id === viewedId);
  const person: Person =
    viewedId === user.id || !viewed
      ? { id: user.id, name: fullName(user), self: true }
      : { id: viewed.id, name: fullName(viewed), self: false };
  return (
    <div className="grid gap-5">
      {admin && <EmployeePicker value={person.id} onChange={setViewedId} me={user} />}
      <Certifications key={person.id} person={person} admin={admin} />
    </div>
  );
};

/** My Certifications: the signed-in user's registrations and completed trainings. */
export const MyCertificationsDialog = () => {
  const { t } = useTranslation('training');
  return (
    <Modal
      title={t('certifications.title')}
      description={t('certifications.description')}
      className="max-w-2xl"
      trigger={
        <Button className="w-full">
          <Award aria-hidden="true" />
          {t('certifications.title')}
        </Button>
      }
    >
      <CertificationsBody />
    </Modal>
  );
};
