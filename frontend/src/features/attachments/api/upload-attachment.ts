import { AttachmentView, attachmentRoutes, CONSISTENCY_HEADER, IDEMPOTENCY_HEADER } from '@hs/contracts';
import { rememberConsistencyToken } from '@/lib/consistency-token';
import { HttpError } from '@/lib/http';
import { i18n } from '@/lib/i18n';

export type UploadOptions = {
  /** Made when the file was chosen: a retry of the same file answers the same attachment. */
  idempotencyKey: string;
  /** Bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/attachments with one file, through XMLHttpRequest because fetch reports no upload
 * progress. A refusal is an HttpError carrying the server's problem+json, like every other call.
 */
export const uploadAttachment = (file: File, options: UploadOptions): Promise<AttachmentView> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', attachmentRoutes.attachments);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(IDEMPOTENCY_HEADER, options.idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new HttpError(request.status, request.responseText, request.statusText));
        return;
      }
      rememberConsistencyToken(request.getResponseHeader(CONSISTENCY_HEADER));
      try {
        resolve(AttachmentView.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new Error(i18n.t('attachments:picker.offline')));
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
