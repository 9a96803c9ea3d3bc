import { myScheduleRoutes } from '@hs/contracts';
import { downloadTextFile } from '@/lib/download';
import { getText } from '@/lib/http';

/** GET /api/my-schedule.ics, saved as a file a calendar app imports. */
export const downloadMySchedule = async (): Promise<void> => {
  const calendar = await getText(myScheduleRoutes.calendar, 'text/calendar');
  downloadTextFile('my-schedule.ics', calendar, 'text/calendar');
};
