import type { ReactNode } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import type { useOshaScope } from '../use-osha-scope';

/** The establishments still loading, or none yet; otherwise the chosen establishment's form. */
export const EstablishmentGate = ({
  scope,
  children,
}: {
  scope: ReturnType<typeof useOshaScope>;
  children: ReactNode;
}) => {
  if (scope.establishments.isPending)
    return <StatusMessage kind="loading">Loading establishments…</StatusMessage>;
  if (scope.establishmentId === '')
    return (
      <StatusMessage kind="empty">
        No establishments yet. An administrator adds them under Establishments.
      </StatusMessage>
    );
  return children;
};
