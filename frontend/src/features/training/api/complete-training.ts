import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, trainingRoutes } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { complianceKeys } from '@/lib/query-keys/compliance-keys';
import { employeeKeys } from '@/lib/query-keys/employee-keys';
import { trainingKeys } from '@/lib/query-keys/training-keys';

export interface CompleteTrainingRequest {
  trainingId: string;
  /** Someone else (administrators only); the signed-in user when absent. */
  userId?: string;
  /** YYYY-MM-DD; the server takes today when absent. */
  completedOn?: string;
}

/** POST /api/trainings/:id/completions */
export const completeTraining = ({ trainingId, ...body }: CompleteTrainingRequest) =>
  sendJson('POST', trainingRoutes.completions(trainingId), body, CommandResponse);

/**
 * A completion closes the person's matching assignments, so it changes their registrations, their
 * assigned training (employee management) and the compliance figures.
 */
export const useCompleteTraining = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTraining,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.trainingAssignments(userId) }),
        queryClient.invalidateQueries({ queryKey: complianceKeys.all }),
      ]),
  });
};
