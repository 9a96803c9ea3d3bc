import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InspectionDetail } from '@hs/contracts';
import { StatusMessage } from '@/components/ui/status-message';
import { isNotFound } from '@/lib/http';
import { inspectionQueryOptions } from '../api/get-inspection';

/** An inspection's pages: its detail once loaded, or the message to show while it is not. */
export const useLoadedInspection = (
  id: string,
): { detail: InspectionDetail; message?: never } | { detail?: never; message: ReactElement } => {
  const query = useQuery(inspectionQueryOptions(id));
  if (query.isPending)
    return { message: <StatusMessage kind="loading">Loading the inspection…</StatusMessage> };
  if (query.isError)
    return {
      message: (
        <StatusMessage kind="error">
          {isNotFound(query.error) ? 'Inspection not found.' : 'The inspection could not be loaded.'}
        </StatusMessage>
      ),
    };
  return { detail: query.data };
};
