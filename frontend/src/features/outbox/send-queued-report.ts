import {
  AttachmentView,
  IDEMPOTENCY_HEADER,
  ReportIncidentResponse,
  attachmentRoutes,
  routes,
  type Problem,
} from '@hs/contracts';
import { nameSavedWrite } from '@/lib/catching-up';
import { rememberConsistencyToken } from '@/lib/consistency-token';
import { HttpError } from '@/lib/http';
import type { QueuedPhoto, QueuedReport } from './queued-report';

/** What one attempt ended in; the outbox decides what comes next. */
export type SendOutcome = 'sent' | 'refused' | 'retry' | 'signed-out';

export interface SendDeps {
  fetch: typeof fetch;
  /** Keeps progress (an uploaded photo's id) so a later attempt does not start again. */
  save: (report: QueuedReport) => Promise<void>;
}

/**
 * 401: the session ended, the report waits for the user to sign in again. 408, 425, 429 and 5xx:
 * the server could not take it now, try later. Any other refusal (400, 403, 409, 413, 415, 422) is
 * the server's answer about this report: the user has to change it.
 */
const failureOutcome = (status: number): Exclude<SendOutcome, 'sent'> => {
  if (status === 401) return 'signed-out';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'refused';
};

type Reply =
  { ok: true; data: unknown } | { ok: false; outcome: Exclude<SendOutcome, 'sent'>; problem?: Problem };

/** A photo may take a while on a weak signal; a report body should not. */
const UPLOAD_TIMEOUT_MS = 120_000;
const REPORT_TIMEOUT_MS = 30_000;

const request = async (
  deps: SendDeps,
  path: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Reply> => {
  let response: Response;
  try {
    // A request that hangs (a signal that comes and goes) is given up and tried again later.
    response = await deps.fetch(path, {
      ...init,
      credentials: 'include',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, outcome: 'retry' };
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const problem = new HttpError(response.status, text, response.statusText).problem ?? {
      type: 'about:blank',
      title: response.statusText || `Refused (${response.status})`,
      status: response.status,
    };
    return { ok: false, outcome: failureOutcome(response.status), problem };
  }
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    // A cut-off answer: not known to be done, and the idempotency key makes asking again safe.
    return { ok: false, outcome: 'retry' };
  }
};

const upload = (deps: SendDeps, photo: QueuedPhoto, blob: Blob): Promise<Reply> => {
  const form = new FormData();
  form.append('file', blob, photo.name);
  return request(
    deps,
    attachmentRoutes.attachments,
    {
      method: 'POST',
      headers: { Accept: 'application/json', [IDEMPOTENCY_HEADER]: photo.uploadKey },
      body: form,
    },
    UPLOAD_TIMEOUT_MS,
  );
};

/**
 * One attempt to send a queued report: the photos not uploaded yet, each with its own key, then
 * the report with its key and the photos' ids. Every key was made when the user pressed Submit,
 * so however often this runs, the server makes one incident and one attachment per photo.
 */
export const sendQueuedReport = async (
  queued: QueuedReport,
  deps: SendDeps,
): Promise<{ report: QueuedReport; outcome: SendOutcome }> => {
  let report = queued;
  for (const photo of report.photos) {
    if (photo.attachmentId) continue;
    if (!photo.blob) {
      const problem = {
        type: 'about:blank',
        title: `The photo ${photo.name} is no longer on this device`,
        status: 410,
      };
      return { report: { ...report, problem, refusedPhoto: photo.localId }, outcome: 'refused' };
    }
    const reply = await upload(deps, photo, photo.blob);
    if (!reply.ok) {
      const refused = reply.outcome === 'refused' ? { refusedPhoto: photo.localId } : {};
      return { report: { ...report, ...refused, problem: reply.problem }, outcome: reply.outcome };
    }
    const { id } = AttachmentView.parse(reply.data);
    report = {
      ...report,
      photos: report.photos.map((p) => (p.localId === photo.localId ? { ...p, attachmentId: id } : p)),
    };
    await deps.save(report);
  }
  const attachmentIds = report.photos.flatMap((photo) => (photo.attachmentId ? [photo.attachmentId] : []));
  const reply = await request(
    deps,
    routes.incidents,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [IDEMPOTENCY_HEADER]: report.key,
      },
      body: JSON.stringify(attachmentIds.length > 0 ? { ...report.body, attachmentIds } : report.body),
    },
    REPORT_TIMEOUT_MS,
  );
  if (!reply.ok) return { report: { ...report, problem: reply.problem }, outcome: reply.outcome };
  const { id, reportNumber, consistencyToken } = ReportIncidentResponse.parse(reply.data);
  rememberConsistencyToken(consistencyToken);
  nameSavedWrite(consistencyToken, `report ${reportNumber}`);
  const sent: QueuedReport = {
    ...report,
    state: 'sent',
    result: { id, reportNumber },
    problem: undefined,
    refusedPhoto: undefined,
    // The server has the files now: the device keeps only their names.
    photos: report.photos.map((photo) => ({ ...photo, blob: null })),
  };
  return { report: sent, outcome: 'sent' };
};
