import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MAX_ATTACHMENTS_PER_INCIDENT, MAX_UPLOAD_BYTES, type AttachmentView } from '@hs/contracts';
import { errorMessage, HttpError } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { newUuid } from '@/lib/uuid';
import { uploadAttachment, type UploadOptions } from './api/upload-attachment';

/** One chosen file: uploaded at once as a staged attachment, with its own key, progress and outcome. */
export type PickedAttachment = {
  localId: string;
  file: File;
  name: string;
  /** Sent as Idempotency-Key: a retry (or a queue replaying it later) answers the same attachment. */
  uploadKey: string;
  /** 0 to 1. */
  progress: number;
  state: 'uploading' | 'uploaded' | 'failed';
  /** The server's record once uploaded: its id goes with the report. */
  attachment?: AttachmentView;
  /** Why it failed, in words (the server's problem detail when it sent one). */
  error?: string;
  /** Whether sending it again may work (the network or the server failed, not the file). */
  retryable?: boolean;
  /** A local preview of an image (object URL), shown before and after the upload. */
  previewUrl: string | null;
};

export type Uploader = (file: File, options: UploadOptions) => Promise<AttachmentView>;

/** A refusal of the file itself (400, 413, 415, 422) stays a refusal; a lost connection or a busy server may not. */
const isRetryable = (error: unknown) =>
  !(error instanceof HttpError) || error.status >= 500 || error.status === 408 || error.status === 429;

const previewable = (file: File) => /^image\/(jpeg|png|webp|gif)$/.test(file.type);

/**
 * The photos and files of a report or comment being written: each is uploaded as soon as it is
 * chosen, at most `max`. The state lives here, apart from the picker's look, so an outbox can
 * take the items not yet uploaded and send them later.
 */
export const useAttachmentPicker = ({
  max = MAX_ATTACHMENTS_PER_INCIDENT,
  upload = uploadAttachment,
}: { max?: number; upload?: Uploader } = {}) => {
  const [items, setItems] = useState<PickedAttachment[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const patch = useCallback((localId: string, change: Partial<PickedAttachment>) => {
    setItems((current) => current.map((item) => (item.localId === localId ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (item: PickedAttachment) => {
      if (item.file.size > MAX_UPLOAD_BYTES) {
        patch(item.localId, {
          state: 'failed',
          error: i18n.t('attachments:picker.tooLarge'),
          retryable: false,
        });
        return;
      }
      const controller = new AbortController();
      controllers.current.set(item.localId, controller);
      patch(item.localId, { state: 'uploading', progress: 0, error: undefined });
      upload(item.file, {
        idempotencyKey: item.uploadKey,
        signal: controller.signal,
        onProgress: (progress) => patch(item.localId, { progress }),
      })
        .then((attachment) => patch(item.localId, { state: 'uploaded', progress: 1, attachment }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          patch(item.localId, { state: 'failed', error: errorMessage(error), retryable: isRetryable(error) });
        })
        .finally(() => controllers.current.delete(item.localId));
    },
    [patch, upload],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const room = max - itemsRef.current.length;
      const chosen = [...files];
      setNotice(
        chosen.length > room
          ? i18n.t('attachments:picker.tooMany', { max, left: chosen.length - Math.max(room, 0) })
          : null,
      );
      const added = chosen.slice(0, Math.max(room, 0)).map((file): PickedAttachment => ({
        localId: newUuid(),
        file,
        name: file.name || 'photo.jpg',
        uploadKey: newUuid(),
        progress: 0,
        state: 'uploading',
        previewUrl: previewable(file) ? URL.createObjectURL(file) : null,
      }));
      setItems((current) => [...current, ...added]);
      added.forEach(start);
    },
    [max, start],
  );

  const remove = useCallback((localId: string) => {
    controllers.current.get(localId)?.abort();
    const item = itemsRef.current.find((i) => i.localId === localId);
    if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
    setItems((current) => current.filter((i) => i.localId !== localId));
    setNotice(null);
  }, []);

  const retry = useCallback(
    (localId: string) => {
      const item = itemsRef.current.find((i) => i.localId === localId);
      if (item) start(item);
    },
    [start],
  );

  const clear = useCallback(() => {
    for (const item of itemsRef.current) {
      controllers.current.get(item.localId)?.abort();
      if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    }
    setItems([]);
    setNotice(null);
  }, []);

  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const attachmentIds = useMemo(
    () => items.flatMap((item) => (item.attachment ? [item.attachment.id] : [])),
    [items],
  );
  return {
    items,
    add,
    remove,
    retry,
    clear,
    /** Ids of the uploaded files, in the order chosen: what the report or comment sends. */
    attachmentIds,
    isUploading: items.some((item) => item.state === 'uploading'),
    hasFailed: items.some((item) => item.state === 'failed'),
    /** Shown when more were chosen than there is room for. */
    notice,
    max,
  };
};

export type AttachmentPicker = ReturnType<typeof useAttachmentPicker>;
