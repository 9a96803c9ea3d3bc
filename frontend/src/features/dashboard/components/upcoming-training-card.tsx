import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, Clock, MapPin, MonitorPlay, Users } from 'lucide-react';
import type { Training } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/query-state';
import { cn } from '@/lib/cn';
import { formatClockTime, formatDate } from '@/lib/dates';
import {
  upcomingTrainingsQueryOptions,
  REGISTERED_TEXT,
  RegisterButton,
  trainingTypeLabels,
  useMyRegistrations,
  type MyRegistration,
} from '@/features/training';

/** The card shows at most two sessions. */
const UPCOMING_LIMIT = 2;

interface UpcomingItemProps {
  training: Training;
  registration: MyRegistration | undefined;
}

const UpcomingItem = ({ training, registration }: UpcomingItemProps) => {
  // Online has its own icon and colour; every other type looks the same.
  const online = training.type === 'online';
  const Icon = online ? MonitorPlay : Users;
  return (
    <li className="flex items-start gap-3 py-4 first:pt-0 last:pb-0">
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-lg',
          online ? 'bg-blue-50 text-blue-700' : 'bg-green-50 text-green-700',
        )}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{training.title}</h3>
        <ul className="mt-1 grid gap-0.5 text-sm text-slate-700">
          <li className="sr-only">{trainingTypeLabels[training.type]}</li>
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {formatDate(training.date)}
          </li>
          {training.time && (
            <li className="flex items-center gap-1.5">
              <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {formatClockTime(training.time)}
            </li>
          )}
          {training.location && (
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {training.location}
            </li>
          )}
        </ul>
        <div className="mt-3">
          <RegisterButton
            training={training}
            registration={registration}
            label={online ? 'Start Course' : 'Register'}
            successText={REGISTERED_TEXT}
          />
        </div>
      </div>
    </li>
  );
};

const UpcomingList = () => {
  const query = useQuery(upcomingTrainingsQueryOptions());
  const registrations = useMyRegistrations();
  return (
    <QueryState
      query={query}
      loading="Loading trainings..."
      failed="Failed to load trainings"
      empty="No upcoming trainings scheduled"
    >
      {(trainings) => (
        <ul aria-label="Upcoming training sessions" className="divide-y divide-slate-200">
          {trainings.slice(0, UPCOMING_LIMIT).map((training) => (
            <UpcomingItem
              key={training.id}
              training={training}
              registration={registrations.get(training.id)}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
};

/** Upcoming Training: the next two dated sessions, each with its register button. */
export const UpcomingTrainingCard = () => (
  <Card aria-labelledby="upcoming-training-title">
    <CardHeader>
      <CardTitle id="upcoming-training-title">Upcoming Training</CardTitle>
    </CardHeader>
    <CardContent>
      <UpcomingList />
    </CardContent>
    <CardFooter className="justify-start">
      <Button asChild variant="link">
        <Link to="/training">
          View All Training Courses
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </CardFooter>
  </Card>
);
