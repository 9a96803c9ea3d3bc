import { useMutation } from '@tanstack/react-query';
import { employeeRoutes, TemporaryPasswordResponse } from '@hs/contracts';
import { sendJson } from '@/lib/http';

/** POST /api/admin/employees/:id/password-reset: a new temporary password, shown once. */
export const resetPassword = (id: string): Promise<TemporaryPasswordResponse> =>
  sendJson('POST', employeeRoutes.resetPassword(id), {}, TemporaryPasswordResponse);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
