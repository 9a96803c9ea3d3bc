import type { AttendanceBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { decideWithRetry } from './decide-with-retry.ts';
import { siteDateTime } from './registration-target.ts';

/** Marks the attendance sheet of a started in-person session: completions for those present. */
export const markAttendance = async (
  store: EventStore,
  trainingId: string,
  body: AttendanceBody,
  context: CommandContext,
  timeZone: string,
) => {
  const { result } = await decideWithRetry(
    store,
    trainingId,
    {
      type: 'MarkAttendance',
      data: {
        attendance: body.attendance,
        siteNow: siteDateTime(new Date(context.command.now), timeZone),
      },
      metadata: context.command,
    },
    context,
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
