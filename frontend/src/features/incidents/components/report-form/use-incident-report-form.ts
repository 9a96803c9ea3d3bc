import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ReportIncidentBody } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { todayIsoDate } from '@/lib/dates';
import { errorMessage } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { newUuid } from '@/lib/uuid';
import { useSignedInUser } from '@/lib/session';
import { useAttachmentPicker } from '@/features/attachments';
import { establishmentForLocation, establishmentsQueryOptions } from '@/features/establishments';
import { useReportIncident } from '@/features/incidents/api/report-incident';
import { reporterProfileQueryOptions } from '@/features/incidents/api/get-reporter-profile';
import { clearReportDraft, loadReportDraft, saveReportDraft } from './report-draft-storage';
import {
  defaultReportValues,
  isMissingRequired,
  requiredTexts,
  toReportBody,
  type ReportFormValues,
} from './report-form-values';
import { useDuplicateCheck } from './use-duplicate-check';

/** The draft is saved about one second after the last edit (docs/product.md). */
const AUTOSAVE_DELAY_MS = 1000;

export type DraftStatus = { kind: 'new' } | { kind: 'restored' } | { kind: 'saved'; at: Date };

/**
 * The form's own rules on top of the contract: the texts it requires, an employee picked when
 * another employee was involved, and no date after today.
 */
const reportRules = (values: ReportFormValues) => {
  const found: Partial<Record<keyof ReportFormValues, string>> = {};
  for (const [key, value] of Object.entries(requiredTexts(values))) {
    if (value.trim() === '') found[key as keyof ReportFormValues] = 'Required';
  }
  if (values.involvedKind === 'employee' && !values.involvedEmployeeId)
    found.involvedEmployeeId = 'Choose an employee from the list';
  if (values.date > todayIsoDate()) found.date = 'The incident date cannot be after today.';
  return found;
};

/** Fields, draft auto-save and submission of the Safety Incident Report form. */
export const useIncidentReportForm = () => {
  const { id: userId, workLocation } = useSignedInUser();
  const [initial] = useState(() => {
    const draft = loadReportDraft(userId);
    const status: DraftStatus = draft ? { kind: 'restored' } : { kind: 'new' };
    return { values: draft ?? defaultReportValues(), status };
  });
  const establishments = useQuery(establishmentsQueryOptions()).data ?? [];
  const profile = useQuery(reporterProfileQueryOptions());
  // The reporter's home establishment, shown preselected without counting as an edit, so an
  // untouched form still saves no draft. Records without one fall back to the work location.
  const preselected =
    profile.data?.homeEstablishment?.id ?? establishmentForLocation(establishments, workLocation)?.id ?? '';
  const withEstablishment = (values: ReportFormValues): ReportFormValues =>
    values.establishmentId ? values : { ...values, establishmentId: preselected };
  const form = useContractForm({
    schema: ReportIncidentBody,
    defaultValues: initial.values,
    toBody: (values: ReportFormValues) => toReportBody(withEstablishment(values)),
    rules: reportRules,
  });
  const { watch, getValues, setValue } = form;
  const chosenEstablishment = useWatch({ control: form.control, name: 'establishmentId' });
  const [draftStatus, setDraftStatus] = useState<DraftStatus>(initial.status);
  // Counts edits not yet saved: an untouched form would otherwise store today's date and time as a draft.
  const [unsavedEdits, setUnsavedEdits] = useState(0);
  // One key per submission of the same content: a second click or a retry after a lost reply
  // reuses it, and the server answers with the first report. Any edit starts a new submission.
  const idempotencyKey = useRef<string | null>(null);
  const mutation = useReportIncident();
  // Photos upload as they are chosen; the report sends the ids of those uploaded.
  const attachments = useAttachmentPicker();
  const { attachmentIds, clear: clearAttachments } = attachments;
  useEffect(() => {
    // Other files make another submission: a key is never reused for a different request.
    idempotencyKey.current = null;
  }, [attachmentIds]);
  const duplicates = useDuplicateCheck();
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = watch(() => {
      setUnsavedEdits((n) => n + 1);
      idempotencyKey.current = null;
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  useEffect(() => {
    if (unsavedEdits === 0) return;
    const timer = setTimeout(() => {
      if (saveReportDraft(userId, withEstablishment(getValues())))
        setDraftStatus({ kind: 'saved', at: new Date() });
      setUnsavedEdits(0);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a new edit restarts the wait; the preselected establishment is read when it ends.
  }, [userId, unsavedEdits, getValues]);

  const { reset: resetFields } = form;
  const reset = useCallback(() => {
    resetFields(defaultReportValues());
    // After the reset, whose values notify the watcher above like an edit.
    setUnsavedEdits(0);
    setDraftStatus({ kind: 'new' });
    clearReportDraft(userId);
    clearAttachments();
    idempotencyKey.current = null;
  }, [userId, resetFields, clearAttachments]);

  const submit = (body: ReportIncidentBody, key: string) =>
    mutation.mutate(
      { body, idempotencyKey: key },
      {
        onSuccess: ({ id }) => {
          reset();
          // A page that lasts, where a toast would vanish: the number, who was told, what happens next.
          void navigate(`/incidents/${id}/confirmation`);
        },
        onError: (error) => {
          form.fromServer(error);
          toast({ variant: 'destructive', title: 'Submission Failed', description: errorMessage(error) });
        },
      },
    );

  const send = (body: ReportIncidentBody) => {
    if (establishments.length > 0 && !body.establishmentId) {
      toast({
        variant: 'destructive',
        title: 'Missing Required Information',
        description: 'Please choose the establishment where it happened.',
      });
      document.getElementById('incident-establishment')?.focus();
      return;
    }
    if (attachments.isUploading || attachments.hasFailed) {
      toast({
        variant: 'destructive',
        title: attachments.isUploading ? 'Photos still uploading' : 'A photo was not uploaded',
        description: attachments.isUploading
          ? 'Wait until every photo and file is uploaded, then submit.'
          : 'Retry or remove the photos and files marked in red, then submit.',
      });
      return;
    }
    idempotencyKey.current ??= newUuid();
    const key = idempotencyKey.current;
    const withFiles = attachmentIds.length > 0 ? { ...body, attachmentIds } : body;
    void duplicates.checkThen(body, () => submit(withFiles, key));
  };

  const onInvalid = (values: ReportFormValues) => {
    if (!isMissingRequired(values)) return;
    toast({
      variant: 'destructive',
      title: 'Missing Required Information',
      description: 'Please fill in location, description, and employee name.',
    });
  };

  return {
    form,
    formProps: form.formProps(send, { onInvalid }),
    establishment: {
      value: chosenEstablishment || preselected,
      onChange: (id: string) => setValue('establishmentId', id, { shouldDirty: true }),
    },
    reset,
    attachments,
    isSubmitting: mutation.isPending,
    draftStatus,
    profile,
    duplicateDialog: duplicates.dialog,
  };
};

export type IncidentReportForm = ReturnType<typeof useIncidentReportForm>;
/** The form's fields, errors and controls, as the sections use them. */
export type ReportFields = IncidentReportForm['form'];
