import type { TFunction } from 'i18next';
import type { AcceptedFileType } from '@hs/contracts';

/** How the viewer shows a file: drawn by pdf.js, as an image, as text, or not at all (download). */
export type ViewerKind = 'pdf' | 'image' | 'text' | 'other';

/** Images every browser draws; none of them can carry script into an <img>. */
const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The viewer for a stored media type (`text/plain; charset=utf-8` is text). */
export const viewerKindOf = (mediaType: string): ViewerKind => {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type === 'text/plain') return 'text';
  if ((imageTypes as readonly string[]).includes(type)) return 'image';
  return 'other';
};

const unshownTypes: Partial<Record<AcceptedFileType, 'word' | 'excel' | 'powerpoint'>> = {
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
};

/** Why a file is not shown: "Word documents cannot be shown in the app." (`t` of `documents`). */
export const cannotShowText = (t: TFunction, fileType: string): string =>
  ({
    word: t('documents:viewer.cannotShow.word'),
    excel: t('documents:viewer.cannotShow.excel'),
    powerpoint: t('documents:viewer.cannotShow.powerpoint'),
    other: t('documents:viewer.cannotShow.other'),
  })[unshownTypes[fileType.toLowerCase() as AcceptedFileType] ?? 'other'];
