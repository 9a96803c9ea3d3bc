/** The interface's languages, each named in itself, as the pickers list them. */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-US' },
  { code: 'es', name: 'Español', locale: 'es-US' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l.code === value);

/** The Intl locale a language formats dates and numbers in (US conventions in both languages). */
export const localeOf = (language: Language): string =>
  LANGUAGES.find((l) => l.code === language)?.locale ?? 'en-US';
