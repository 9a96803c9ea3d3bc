import type { DocumentCategory } from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';

/** 2.4 MB, 812 KB, 96 bytes. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** The first characters of a sha256, enough to tell versions apart on screen. */
export const shortHash = (sha256: string): string => sha256.slice(0, 12);

/** Colours for SDS, Procedures, Assessment and Training (docs/product.md); the rest are neutral. */
export const categoryTone: Record<DocumentCategory, BadgeTone> = {
  SDS: 'red',
  Procedures: 'blue',
  Assessment: 'purple',
  Training: 'green',
  Policy: 'brand',
  Report: 'grey',
  Other: 'grey',
};
