import { queryOptions } from '@tanstack/react-query';
import { AttendanceSheet, trainingRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** GET /api/trainings/:id/attendance (safety team): the session and everyone registered for it. */
export const attendanceSheetQueryOptions = (trainingId: string) =>
  queryOptions({
    queryKey: trainingKeys.attendance(trainingId),
    queryFn: ({ signal }) => getJson(trainingRoutes.attendance(trainingId), AttendanceSheet, signal),
  });
