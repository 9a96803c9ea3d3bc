import type { TFunction } from 'i18next';
import type { DocumentCategory } from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';
import { actorWords } from '@/lib/actor-words';

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

/** A category in the reader's language (`t` of the `documents` namespace). */
export const categoryWord = (t: TFunction, category: DocumentCategory): string =>
  ({
    SDS: t('documents:category.SDS'),
    Procedures: t('documents:category.Procedures'),
    Assessment: t('documents:category.Assessment'),
    Training: t('documents:category.Training'),
    Policy: t('documents:category.Policy'),
    Report: t('documents:category.Report'),
    Other: t('documents:category.Other'),
  })[category];

/**
 * Who did something, in the reader's language: a person's name as is, the application as "the
 * system" with why (lib/actor-words' English words, looked up here).
 */
export const actorText = (t: TFunction, name: string | null | undefined): string => {
  const words = actorWords(name);
  const system: Record<string, string> = {
    'the system': t('documents:actor.system'),
    'the system (sample data)': t('documents:actor.systemSample'),
    'the system (initial setup)': t('documents:actor.systemSetup'),
    'the system (automatic)': t('documents:actor.systemAutomatic'),
  };
  return system[words] ?? words;
};

/** The same, to start a sentence or fill a table cell ("The system (sample data)"). */
export const actorLabelText = (t: TFunction, name: string | null | undefined): string => {
  const words = actorText(t, name);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What a signature means (stored in English with it), in the reader's language. */
export const meaningWord = (t: TFunction, meaning: string): string =>
  meaning === 'Read and understood'
    ? t('documents:meaning.readAndUnderstood')
    : meaning === 'Certified'
      ? t('documents:meaning.certified')
      : meaning;
