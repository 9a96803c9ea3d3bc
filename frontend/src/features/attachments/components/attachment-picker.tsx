import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Camera, FileText, Paperclip, RotateCcw, X } from 'lucide-react';
import { attachmentAccept } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { fileSizeText } from '../file-size';
import type { AttachmentPicker as PickerState, PickedAttachment } from '../use-attachment-picker';

const stateText = (t: TFunction<'attachments'>, item: PickedAttachment) => {
  if (item.state === 'uploaded') return t('picker.uploaded');
  if (item.state === 'uploading') return t('picker.uploading', { percent: Math.round(item.progress * 100) });
  return item.error ?? t('picker.notUploaded');
};

const PickedRow = ({ item, picker }: { item: PickedAttachment; picker: PickerState }) => {
  // A file that only claims to be an image has no preview: its icon instead of a broken picture.
  const { t } = useTranslation('attachments');
  const [broken, setBroken] = useState(false);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
      <div className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-md bg-slate-100">
        {item.previewUrl && !broken ? (
          <img
            src={item.previewUrl}
            alt=""
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <FileText className="size-6 text-slate-600" aria-hidden="true" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="truncate text-sm font-medium text-slate-900" translate="no">
          {item.name}
        </p>
        <div
          role="progressbar"
          aria-label={t('picker.uploadOf', { name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(item.progress * 100)}
          className="h-1.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={
              item.state === 'failed' ? 'h-full bg-red-600' : 'h-full bg-brand-700 transition-[width]'
            }
            style={{ width: `${Math.round((item.state === 'failed' ? 1 : item.progress) * 100)}%` }}
          />
        </div>
        <p className={item.state === 'failed' ? 'text-xs text-red-700' : 'text-xs text-slate-700'}>
          {fileSizeText(item.file.size)} · {stateText(t, item)}
        </p>
      </div>
      {item.state === 'failed' && item.retryable && (
        <Button
          variant="ghost"
          size="icon"
          className="size-11"
          aria-label={t('picker.retry', { name: item.name })}
          onClick={() => picker.retry(item.localId)}
        >
          <RotateCcw aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-11"
        aria-label={t('picker.remove', { name: item.name })}
        onClick={() => picker.remove(item.localId)}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
};

/**
 * "Take photo" (the phone's camera), "Choose files", and each chosen file with its thumbnail,
 * upload progress, outcome in words and a remove button. Files upload as soon as they are chosen.
 */
export const AttachmentPicker = ({ picker, idPrefix }: { picker: PickerState; idPrefix: string }) => {
  const { t } = useTranslation('attachments');
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const full = picker.items.length >= picker.max;
  const take = (input: HTMLInputElement) => {
    if (input.files) picker.add(input.files);
    // The same photo can be chosen again after it was removed.
    input.value = '';
  };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" className="h-11" disabled={full} onClick={() => camera.current?.click()}>
          <Camera aria-hidden="true" />
          {t('picker.takePhoto')}
        </Button>
        <Button variant="secondary" className="h-11" disabled={full} onClick={() => files.current?.click()}>
          <Paperclip aria-hidden="true" />
          {t('picker.chooseFiles')}
        </Button>
        <input
          ref={camera}
          id={`${idPrefix}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(event) => take(event.currentTarget)}
        />
        <input
          ref={files}
          id={`${idPrefix}-files`}
          type="file"
          accept={attachmentAccept}
          multiple
          hidden
          onChange={(event) => take(event.currentTarget)}
        />
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('picker.count', { chosen: picker.items.length, max: picker.max })}
        </p>
      </div>
      {picker.notice && (
        <p role="alert" className="text-sm text-red-700">
          {picker.notice}
        </p>
      )}
      {picker.items.length > 0 && (
        <ul className="grid gap-2" aria-label={t('picker.chosen')}>
          {picker.items.map((item) => (
            <PickedRow key={item.localId} item={item} picker={picker} />
          ))}
        </ul>
      )}
    </div>
  );
};
