import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Award, CircleCheck, LoaderCircle } from 'lucide-react';
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
import { trainingTypeLabels } from '../training-format';

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
  const employees = useQuery(employeesQueryOptions());
  const others = sortEmployees(employees.data ?? []).filter((e) => e.isActive && e.id !== me.id);
  return (
    <Field
      id="certifications-employee"
      label="Employee"
      hint={
        employees.isError
          ? 'Failed to load employees; showing your own record.'
          : 'Administrators may view an employee’s record.'
      }
    >
      <NativeSelect
        id="certifications-employee"
        {...describedBy('certifications-employee', { hint: true })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value={me.id}>Me ({fullName(me)})</option>
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
  const mutation = useCompleteTraining(person.id);
  const complete = () =>
    mutation.mutate(
      { trainingId: training.trainingId, ...(person.self ? {} : { userId: person.id }) },
      {
        onSuccess: () =>
          toast({
            title: 'Training Completed',
            description: person.self
              ? `${training.title} is recorded as completed.`
              : `${training.title} is recorded as completed for ${person.name}.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: refusalText(error, 'Failed to record completion'),
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
      {mutation.isPending ? 'Saving...' : person.self ? 'Mark as Completed' : 'Record Completion'}
      <span className="sr-only"> ({training.title})</span>
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
}) => (
  <li className="flex flex-wrap items-center justify-between gap-3 py-3">
    <div className="min-w-0">
      <p className="font-medium text-slate-900">{training.title}</p>
      <p className="text-xs text-slate-600">
        {trainingTypeLabels[training.type]} · {training.date ? formatDate(training.date) : 'Self-paced'} ·{' '}
        {training.duration}
      </p>
    </div>
    {training.status === 'completed' ? (
      <Badge tone="green">
        <CircleCheck className="size-3.5" aria-hidden="true" />
        Completed {formatDate(training.completedOn)}
      </Badge>
    ) : training.status === 'waitlisted' ? (
      <Badge tone="yellow">Waitlisted (position {training.waitlistPosition})</Badge>
    ) : takesQuiz ? (
      <CourseQuizLinks trainingId={training.trainingId} title={training.title} online={false} registered />
    ) : canComplete ? (
      <CompleteButton training={training} person={person} />
    ) : (
      <Badge tone="blue">Registered</Badge>
    )}
  </li>
);

const Certifications = ({ person, admin }: { person: Person; admin: boolean }) => {
  const { data, isPending, isError } = useQuery(userTrainingsQueryOptions(person.id));
  // A course with a quiz is completed by passing it: its taker gets the quiz, not the button.
  const quizzes = useQuizCourses();
  if (isPending)
    return (
      <StatusMessage kind="loading" className="py-6">
        Loading certifications...
      </StatusMessage>
    );
  if (isError)
    return (
      <StatusMessage kind="error" className="py-6">
        Failed to load certifications
      </StatusMessage>
    );
  if (data.length === 0) {
    return (
      <StatusMessage kind="empty" className="py-6">
        {person.self
          ? 'You have no registrations or completed trainings yet.'
          : `${person.name} has no registrations or completed trainings yet.`}
      </StatusMessage>
    );
  }
  const completed = data.filter((t) => t.status === 'completed');
  const registered = data.filter((t) => t.status === 'enrolled');
  const waitlisted = data.filter((t) => t.status === 'waitlisted');
  // Administrators record any completion; employees finish online courses themselves.
  const canComplete = (t: UserTraining) => admin || (person.self && t.type === 'online');
  const sections = [
    { id: 'certifications-completed', title: `Completed (${completed.length})`, items: completed },
    { id: 'certifications-registered', title: `Registered (${registered.length})`, items: registered },
    // Only when someone waits: most people never do.
    ...(waitlisted.length > 0
      ? [{ id: 'certifications-waitlisted', title: `Waitlisted (${waitlisted.length})`, items: waitlisted }]
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
            <p className="mt-2 text-sm text-slate-600">None.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {items.map((t) => (
                <TrainingRow
                  key={t.trainingId}
                  training={t}
                  person={person}
                  canComplete={canComplete(t)}
                  takesQuiz={person.self && quizzes.has(t.trainingId)}
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
export const MyCertificationsDialog = () => (
  <Modal
    title="My Certifications"
    description="Trainings you have registered for and the ones you have completed."
    className="max-w-2xl"
    trigger={
      <Button className="w-full">
        <Award aria-hidden="true" />
        My Certifications
      </Button>
    }
  >
    <CertificationsBody />
  </Modal>
);
