import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { MyScheduleItem } from '@hs/contracts';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { failureText } from '@/lib/http';
import { toast } from '@/components/ui/toast-store';
import { downloadMySchedule } from '../api/download-my-schedule';
import { myScheduleQueryOptions } from '../api/get-my-schedule';
import { ScheduleDay } from '../components/schedule-day';
import { BackLink } from '@/components/ui/back-link';

/** The items by day, in the server's order (by date, then time). */
const byDay = (items: readonly MyScheduleItem[]) => {
  const days = new Map<string, MyScheduleItem[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days.entries()];
};

/** /training/schedule: the signed-in person's sessions and due dates, and the same as a calendar file. */
export const MySchedulePage = () => {
  const schedule = useQuery(myScheduleQueryOptions());
  const download = () =>
    downloadMySchedule().catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: failureText(error, 'Try again.'),
      }),
    );

  return (
    <>
      <PageHeader
        title="My Schedule"
        eyebrow={<BackLink to="/training">Training Center</BackLink>}
        description="The training sessions you are registered for or waiting on, and what is due from you."
        actions={
          <Button variant="secondary" onClick={download}>
            <Download aria-hidden="true" />
            Download calendar (.ics)
          </Button>
        }
      />
      <Card aria-labelledby="schedule-title">
        <CardHeader>
          <CardTitle id="schedule-title">By date</CardTitle>
          <CardDescription>
            {schedule.data
              ? `Dates and times on the site's calendar (${schedule.data.timeZone}).`
              : "Dates and times on the site's calendar."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={schedule}
            loading="Loading your schedule..."
            failed="Failed to load your schedule"
            empty="Nothing scheduled: no upcoming session and nothing due."
            isEmpty={(data) => data.items.length === 0}
          >
            {(data) => (
              <div className="grid gap-6">
                {byDay(data.items).map(([date, items]) => (
                  <ScheduleDay
                    key={date}
                    date={date}
                    items={items}
                    today={data.today}
                    timeZone={data.timeZone}
                  />
                ))}
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
};
