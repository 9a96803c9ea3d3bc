import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, FileText } from 'lucide-react';
import type { AttachmentView } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { fileSizeText } from '../file-size';

const isImage = (a: AttachmentView) => a.contentType.startsWith('image/');

/** The photo open in the viewer, with previous and next by buttons and by the arrow keys. */
const PhotoViewer = ({
  photos,
  index,
  onIndex,
  onClose,
  returnFocusTo,
}: {
  photos: AttachmentView[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) => {
  const { t } = useTranslation('attachments');
  const photo = photos[index]!;
  const step = (by: number) => onIndex((index + by + photos.length) % photos.length);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndex((index - 1 + photos.length) % photos.length);
      if (event.key === 'ArrowRight') onIndex((index + 1) % photos.length);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, photos.length, onIndex]);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={photo.name}
      description={t('gallery.photoOf', { number: index + 1, total: photos.length })}
      className="max-w-4xl"
      returnFocusTo={returnFocusTo}
    >
      <img
        src={photo.url}
        alt={photo.name}
        className="max-h-[65dvh] w-full min-w-0 rounded-md bg-slate-100 object-contain"
      />
      {photos.length > 1 && (
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            className="h-11 min-w-0"
            aria-label={t('gallery.previousPhoto')}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" />
            {t('gallery.previous')}
          </Button>
          <Button
            variant="secondary"
            className="h-11 min-w-0"
            aria-label={t('gallery.nextPhoto')}
            onClick={() => step(1)}
          >
            {t('gallery.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </Modal>
  );
};

/**
 * Photos as a grid of thumbnails that open a larger view; PDFs as links that open in a new tab.
 */
export const AttachmentGallery = ({
  attachments,
  label,
}: {
  attachments: AttachmentView[];
  label: string;
}) => {
  const { t } = useTranslation('attachments');
  const photos = attachments.filter(isImage);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (attachments.length === 0) return null;
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
        {attachments.map((attachment) =>
          isImage(attachment) ? (
            <li key={attachment.id}>
              <button
                type="button"
                aria-label={t('gallery.open', { name: attachment.name })}
                className="block aspect-square w-full overflow-hidden rounded-md border border-slate-200 bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpen(photos.indexOf(attachment));
                }}
              >
                <img
                  src={attachment.thumbnailUrl ?? attachment.url}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ) : (
            <li key={attachment.id}>
              <a
                href={attachment.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-md border border-slate-200 bg-slate-50 p-2 text-center text-xs text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
              >
                <FileText className="size-6 text-slate-600" aria-hidden="true" />
                <span className="line-clamp-2 break-all" translate="no">
                  {attachment.name}
                </span>
                <span className="text-slate-600">{fileSizeText(attachment.size)}</span>
                <span className="sr-only">{t('gallery.pdf')}</span>
              </a>
            </li>
          ),
        )}
      </ul>
      {open !== null && photos[open] && (
        <PhotoViewer
          photos={photos}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          returnFocusTo={opener}
        />
      )}
    </>
  );
};
