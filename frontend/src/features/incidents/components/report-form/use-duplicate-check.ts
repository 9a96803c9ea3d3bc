import { useCallback, useState } from 'react';
import type { PossibleDuplicate, ReportIncidentBody } from '@hs/contracts';
import { findPossibleDuplicates } from '@/features/incidents/api/find-possible-duplicates';

type Pending = { duplicates: PossibleDuplicate[]; proceed: () => void };

/**
 * Before a report goes out: the reporter's own reports of the last 24 hours with the same date,
 * type and location. Offline, or when the check itself fails, the report goes on unchecked: a
 * missed warning costs less than a lost report.
 */
export const useDuplicateCheck = () => {
  const [pending, setPending] = useState<Pending | null>(null);

  const checkThen = useCallback(async (body: ReportIncidentBody, submit: () => void) => {
    if (!navigator.onLine) return submit();
    const duplicates = await findPossibleDuplicates(body).catch(() => []);
    if (duplicates.length === 0) return submit();
    setPending({ duplicates, proceed: submit });
  }, []);

  return {
    checkThen,
    dialog: {
      duplicates: pending?.duplicates ?? [],
      submitAnyway: () => {
        pending?.proceed();
        setPending(null);
      },
      cancel: () => setPending(null),
    },
  };
};

export type DuplicateDialogState = ReturnType<typeof useDuplicateCheck>['dialog'];
