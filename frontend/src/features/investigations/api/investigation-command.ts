import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvestigationCommandResponse } from '@hs/contracts';
import { sendEmpty, sendJson } from '@/lib/http';
import { investigationKeys } from './investigation-keys';

/** One write to an investigation: where it goes and what it carries. */
export interface InvestigationCommand {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** None for a removal: DELETE goes without a body. */
  body?: unknown;
}

/**
 * Every command of an investigation answers the same way; after one, the investigation, the list,
 * the incident (its card and closing rule) and the actions are read again.
 */
export const useInvestigationCommand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: InvestigationCommand) =>
      method === 'DELETE'
        ? sendEmpty(method, path, InvestigationCommandResponse)
        : sendJson(method, path, body, InvestigationCommandResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: investigationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['incidents'] }),
        queryClient.invalidateQueries({ queryKey: ['actions'] }),
      ]),
  });
};
