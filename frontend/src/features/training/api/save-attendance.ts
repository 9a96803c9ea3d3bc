import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, trainingRoutes, type AttendanceBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { complianceKeys } from '@/lib/query-keys/compliance-keys';
import { employeeKeys } from '@/lib/query-keys/employee-keys';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/**
 * PUT /api/trainings/:id/attendance. Those present complete the course, which moves the sheet, the
 * matrix, people's assigned training and the compliance figures.
 */
export const useSaveAttendance = (trainingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceBody) =>
      sendJson('PUT', trainingRoutes.attendance(trainingId), body, CommandResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: complianceKeys.all }),
      ]),
  });
};
