import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ERASED_TEXT,
  ErasePersonalDataResponse,
  personalDataRoutes,
  type ErasePersonalDataBody,
  type EmployeeSummary,
} from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { employeeKeys } from '@/lib/query-keys/employee-keys';

/** POST /api/admin/people/:employeeId/erase: their key is destroyed; it cannot be undone. */
export const erasePersonalData = (employeeId: string, body: ErasePersonalDataBody) =>
  sendJson('POST', personalDataRoutes.erase(employeeId), body, ErasePersonalDataResponse);

/** How long the read models take to be rebuilt behind an erasure, at most, before the list is read again. */
const REBUILD_WAIT_MS = 3000;

export const useErasePersonalData = (employeeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ErasePersonalDataBody) => erasePersonalData(employeeId, body),
    onSuccess: () => {
      // The read models are rebuilt behind the erasure (a moment later): show it at once, then read again.
      queryClient.setQueryData<EmployeeSummary[]>(employeeKeys.list(), (list) =>
        list?.map((e) =>
          e.id === employeeId
            ? { ...e, firstName: ERASED_TEXT, lastName: ERASED_TEXT, email: ERASED_TEXT }
            : e,
        ),
      );
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: employeeKeys.all }), REBUILD_WAIT_MS);
    },
  });
};
