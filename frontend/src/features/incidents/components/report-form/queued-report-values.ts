import type { PickedAttachment } from '@/features/attachments';
import type { QueuedPhoto, QueuedReport } from '@/features/outbox';
import { errorMessage, HttpError } from '@/lib/http';

/** The server's refusal of a queued report, as the form shows a refusal it received itself. */
export const refusalOf = ({ problem }: QueuedReport): HttpError =>
  problem
    ? new HttpError(problem.status, JSON.stringify(problem), problem.title)
    : new HttpError(422, '', 'The report was not accepted.');

/** What the server said, naming the photo when it was a photo it refused. */
export const refusalText = (report: QueuedReport): string => {
  const photo = report.photos.find((p) => p.localId === report.refusedPhoto);
  const reason = errorMessage(refusalOf(report));
  return photo ? `${photo.name}: ${reason}` : reason;
};

/** A chosen photo as the outbox keeps it: its id if uploaded, else its bytes and upload key. */
export const toQueuedPhoto = (item: PickedAttachment): QueuedPhoto => ({
  localId: item.localId,
  blob: item.file,
  name: item.name,
  type: item.file.type,
  uploadKey: item.uploadKey,
  attachmentId: item.attachment?.id,
});

/** A refused report's photos, chosen again: they upload anew, with new keys. */
export const filesOf = (report: QueuedReport): File[] =>
  report.photos.flatMap((photo) =>
    photo.blob ? [new File([photo.blob], photo.name, { type: photo.type })] : [],
  );
