import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ReportIncidentBody } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { todayIsoDate } from '@/lib/dates';
import { errorMessage } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { newUuid } from '@/lib/uuid';
import { useSignedInUser } from '@/lib/session';
import { useAttachmentPicker } from '@/features/attachments';
import { establishmentForLocation, establishmentsQueryOptions } from '@/features/establishments';
import { reporterProfileQueryOptions } from '@/features/incidents/api/get-reporter-profile';
import { useQueuedReport, useSubmitReport } from '@/features/outbox';
import { filesOf, refusalOf, refusalText, toQueuedPhoto } from './queued-report-values';
import { clearReportDraft, loadReportDraft, saveReportDraft } from './report-draft-storage';
import {
  defaultReportValues,
  isMissingRequired,
  requiredTexts,
  sanitizeReportValues,
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
const reportRules = (t: TFunction<'incidents'>) => (values: ReportFormValues) => {
  const found: Partial<Record<keyof ReportFormValues, string>> = {};
  for (const [key, value] of Object.entries(requiredTexts(values))) {
    if (value.trim() === '') found[key as keyof ReportFormValues] = t('rules.required');
  }
  if (values.involvedKind === 'employee' && !values.involvedEmployeeId)
    found.involvedEmployeeId = t('rules.chooseEmployee');
  if (values.date > todayIsoDate()) found.date = t('rules.dateAfterToday');
  return found;
};

/** Fields, draft auto-save and submission of the Safety Incident Report form. */
export const useIncidentReportForm = () => {
  const { t } = useTranslation('incidents');
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
    rules: reportRules(t),
  });
  const { watch, getValues, setValue } = form;
  const chosenEstablishment = useWatch({ control: form.control, name: 'establishmentId' });
  const [draftStatus, setDraftStatus] = useState<DraftStatus>(initial.status);
  // Counts edits not yet saved: an untouched form would otherwise store today's date and time as a draft.
  const [unsavedEdits, setUnsavedEdits] = useState(0);
  // One key per submission of the same content: a second click or a retry after a lost reply
  // reuses it, and the server answers with the first report. Any edit starts a new submission.
  const idempotencyKey = useRef<string | null>(null);
  const submitReport = useSubmitReport();
  const duplicates = useDuplicateCheck();
  const navigate = useNavigate();
  const [isSubmitting, setSubmitting] = useState(false);
  // Submitted and not answered yet: the page follows it in the outbox instead of showing the form.
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  // A refused report opened to fix (?fix=key): sent again, it replaces the refused one.
  const [searchParams] = useSearchParams();
  const toFix = useQueuedReport(userId, searchParams.get('fix'));
  const [fixing, setFixing] = useState<{ key: string; refusal: string } | null>(null);
  // Photos upload as they are chosen; those not uploaded yet (offline) go with the report to the outbox.
  const attachments = useAttachmentPicker();
  const { attachmentIds, add: addAttachments, clear: clearAttachments } = attachments;
  useEffect(() => {
    // Other files make another submission: a key is never reused for a different request.
    idempotencyKey.current = null;
  }, [attachmentIds]);

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

  const { reset: resetFields, fromServer } = form;
  const openedToFix = useRef<string | null>(null);
  useEffect(() => {
    if (toFix?.state !== 'refused' || openedToFix.current === toFix.key) return;
    openedToFix.current = toFix.key;
    resetFields(sanitizeReportValues(toFix.formValues) ?? defaultReportValues());
    clearAttachments();
    addAttachments(filesOf(toFix));
    const refusal = refusalOf(toFix);
    fromServer(refusal);
    setFixing({ key: toFix.key, refusal: refusalText(toFix) });
  }, [toFix, resetFields, fromServer, clearAttachments, addAttachments]);

  const reset = useCallback(() => {
    resetFields(defaultReportValues());
    // After the reset, whose values notify the watcher above like an edit.
    setUnsavedEdits(0);
    setDraftStatus({ kind: 'new' });
    clearReportDraft(userId);
    clearAttachments();
    idempotencyKey.current = null;
    // A cleared form is a new report: the refused one stays on the device to fix later.
    setFixing(null);
  }, [userId, resetFields, clearAttachments]);

  const send = (body: ReportIncidentBody) => {
    if (establishments.length > 0 && !body.establishmentId) {
      toast({
        variant: 'destructive',
        title: t('toasts.missingTitle'),
        description: t('toasts.chooseEstablishment'),
      });
      document.getElementById('incident-establishment')?.focus();
      return;
    }
    // A file the server refused must go first; online, uploads under way finish first. A photo that
    // could not reach the server (offline) goes with the report to the outbox.
    const refused = attachments.items.some((item) => item.state === 'failed' && item.retryable === false);
    if (refused || (navigator.onLine && attachments.isUploading)) {
      toast({
        variant: 'destructive',
        title: refused ? t('toasts.photoRefused') : t('toasts.photosUploading'),
        description: refused ? t('toasts.removeRefused') : t('toasts.waitUploads'),
      });
      return;
    }
    const key = (idempotencyKey.current ??= newUuid());
    // Online, a possible duplicate of the reporter's own recent report is shown first.
    void duplicates.checkThen(body, () => enqueue(key, body));
  };

  const enqueue = (key: string, body: ReportIncidentBody) => {
    setSubmitting(true);
    submitReport({
      key,
      userId,
      body,
      formValues: withEstablishment(getValues()),
      photos: attachments.items.map(toQueuedPhoto),
      replaces: fixing?.key,
    })
      .then((report) => {
        if (report.state === 'refused') {
          const refusal = refusalOf(report);
          fromServer(refusal);
          setFixing({ key: report.key, refusal: refusalText(report) });
          toast({
            variant: 'destructive',
            title: t('toasts.submissionFailed'),
            description: refusalText(report),
          });
          return;
        }
        reset();
        if (report.state !== 'sent' || !report.result) return setQueuedKey(report.key);
        // A page that lasts, where a toast would vanish: the number, who was told, what happens next.
        void navigate(`/incidents/${report.result.id}/confirmation`);
      })
      .catch((error: unknown) => {
        toast({
          variant: 'destructive',
          title: t('toasts.submissionFailed'),
          description: errorMessage(error),
        });
      })
      .finally(() => setSubmitting(false));
  };

  const onInvalid = (values: ReportFormValues) => {
    if (!isMissingRequired(values)) return;
    toast({
      variant: 'destructive',
      title: t('toasts.missingTitle'),
      description: t('toasts.missingFields'),
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
    isSubmitting,
    draftStatus,
    queued: queuedKey && { key: queuedKey, done: () => setQueuedKey(null) },
    refusal: fixing?.refusal ?? null,
    profile,
    duplicateDialog: duplicates.dialog,
  };
};

export type IncidentReportForm = ReturnType<typeof useIncidentReportForm>;
/** The form's fields, errors and controls, as the sections use them. */
export type ReportFields = IncidentReportForm['form'];
