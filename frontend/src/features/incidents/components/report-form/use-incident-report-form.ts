import { useCallback, useEffect, useRef, useState } from 'react';
import { ReportIncidentBody } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { todayIsoDate } from '@/lib/dates';
import { schemaErrors } from '@/lib/form-fields';
import { errorMessage, fieldErrors } from '@/lib/http';
import { newUuid } from '@/lib/uuid';
import { useSignedInUser } from '@/lib/session';
import { establishmentForLocation, establishmentsQueryOptions } from '@/features/establishments';
import { useReportIncident } from '@/features/incidents/api/report-incident';
import { clearReportDraft, loadReportDraft, saveReportDraft } from './report-draft-storage';
import {
  defaultReportValues,
  isMissingRequired,
  toReportBody,
  type ReportErrors,
  type ReportFormValues,
  type SetReportField,
} from './report-form-values';

/** The draft is saved about one second after the last edit (docs/product.md). */
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
  const [errors, setErrors] = useState<ReportErrors>({});
  // Counts refused submissions: each one moves focus to the first field to fix.
  const [refusals, setRefusals] = useState(0);
  const refuse = (found: ReportErrors) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

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
    setErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
    setHasUnsavedEdits(true);
    idempotencyKey.current = null;
  }, []);

  const reset = useCallback(() => {
    setValues(defaultReportValues());
    setHasUnsavedEdits(false);
    setDraftStatus({ kind: 'new' });
    setErrors({});
    clearReportDraft(userId);
    idempotencyKey.current = null;
  }, [userId]);

  const submit = () => {
    const found = checkReport(values);
    if (Object.keys(found).length > 0) {
      refuse(found);
      if (isMissingRequired(values)) {
        toast({
          variant: 'destructive',
          title: 'Missing Required Information',
          description: 'Please fill in location, description, and employee name.',
        });
      }
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
          const fromServer = fieldErrors(error);
          if (Object.keys(fromServer).length > 0) refuse(fromServer);
          toast({ variant: 'destructive', title: 'Submission Failed', description: errorMessage(error) });
        },
      },
    );
  };

  return { values, setField, reset, submit, isSubmitting: mutation.isPending, draftStatus, errors, refusals };
};

/** What the server would refuse, found before sending: the contract's limits and the form's rules. */
const checkReport = (values: ReportFormValues): ReportErrors => {
  const found: ReportErrors = schemaErrors(ReportIncidentBody, toReportBody(values));
  for (const key of ['location', 'description', 'employeeName'] as const) {
    if (values[key].trim() === '') found[key] = 'Required';
  }
  if (values.date > todayIsoDate()) found.date ??= 'The incident date cannot be after today.';
  return found;
};

export type IncidentReportForm = ReturnType<typeof useIncidentReportForm>;
