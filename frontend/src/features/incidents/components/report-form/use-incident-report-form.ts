import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/http';
import { newUuid } from '../../../../lib/uuid';
import { useSignedInUser } from '../../../auth/session';
import { establishmentForLocation, establishmentsQueryOptions } from '../../../establishments';
import { useReportIncident } from '../../api/report-incident';
import { clearReportDraft, loadReportDraft, saveReportDraft } from './report-draft-storage';
import {
  defaultReportValues,
  isMissingRequired,
  toReportBody,
  type ReportFormValues,
  type SetReportField,
} from './report-form-values';

/** Spec section 9: the draft is saved about one second after the last edit. */
const AUTOSAVE_DELAY_MS = 1000;

export type DraftStatus = { kind: 'new' } | { kind: 'restored' } | { kind: 'saved'; at: Date };

/** State, draft auto-save and submission of the Safety Incident Report form. */
export const useIncidentReportForm = () => {
  const { id: userId, workLocation } = useSignedInUser();
  const [initial] = useState(() => {
    const draft = loadReportDraft(userId);
    const status: DraftStatus = draft ? { kind: 'restored' } : { kind: 'new' };
    return { values: draft ?? defaultReportValues(), status };
  });
  const [edited, setValues] = useState<ReportFormValues>(initial.values);
  const establishments = useQuery(establishmentsQueryOptions()).data ?? [];
  // Shown preselected without counting as an edit, so an untouched form still saves no draft.
  const values: ReportFormValues = edited.establishmentId
    ? edited
    : { ...edited, establishmentId: establishmentForLocation(establishments, workLocation)?.id ?? '' };
  const [draftStatus, setDraftStatus] = useState<DraftStatus>(initial.status);
  // Only edits are saved: an untouched form would otherwise store today's date and time as a draft.
  const [hasUnsavedEdits, setHasUnsavedEdits] = useState(false);
  // One key per submission of the same content: a second click or a retry after a lost reply
  // reuses it, and the server answers with the first report. Any edit starts a new submission.
  const idempotencyKey = useRef<string | null>(null);
  const mutation = useReportIncident();

  useEffect(() => {
    if (!hasUnsavedEdits) return;
    const timer = setTimeout(() => {
      if (saveReportDraft(userId, values)) setDraftStatus({ kind: 'saved', at: new Date() });
      setHasUnsavedEdits(false);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, values, hasUnsavedEdits]);

  const setField: SetReportField = useCallback((key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    setHasUnsavedEdits(true);
    idempotencyKey.current = null;
  }, []);

  const reset = useCallback(() => {
    setValues(defaultReportValues());
    setHasUnsavedEdits(false);
    setDraftStatus({ kind: 'new' });
    clearReportDraft(userId);
    idempotencyKey.current = null;
  }, [userId]);

  const submit = () => {
    if (isMissingRequired(values)) {
      toast({
        variant: 'destructive',
        title: 'Missing Required Information',
        description: 'Please fill in location, description, and employee name.',
      });
      return;
    }
    if (establishments.length > 0 && !values.establishmentId) {
      toast({
        variant: 'destructive',
        title: 'Missing Required Information',
        description: 'Please choose the establishment where it happened.',
      });
      document.getElementById('incident-establishment')?.focus();
      return;
    }
    idempotencyKey.current ??= newUuid();
    mutation.mutate(
      { body: toReportBody(values), idempotencyKey: idempotencyKey.current },
      {
        onSuccess: ({ reportNumber }) => {
          reset();
          toast({
            title: 'Incident Report Submitted Successfully',
            description: `Report ${reportNumber} has been submitted and assigned for review.`,
          });
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: 'Submission Failed', description: errorMessage(error) });
        },
      },
    );
  };

  return { values, setField, reset, submit, isSubmitting: mutation.isPending, draftStatus };
};

export type IncidentReportForm = ReturnType<typeof useIncidentReportForm>;
