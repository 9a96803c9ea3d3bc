import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, localeOf, type Language } from './languages';
import { englishTexts, loadTexts } from './locale-files';
import { deviceStorageKey } from '../user-storage';

const STORAGE_KEY = deviceStorageKey('language');

/** This device's last choice: the sign-in page and the first paint use it before a user is known. */
export const storedLanguage = (): Language => {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  resources: Object.fromEntries([['en', englishTexts()]]),
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnNull: false,
  initAsync: false,
});

const loaded = new Set<Language>(['en']);

/** Switches the whole interface (texts, dates, numbers, the page's lang) and remembers it here. */
export const switchLanguage = async (language: Language): Promise<void> => {
  if (!loaded.has(language)) {
    for (const [namespace, texts] of Object.entries(await loadTexts(language)))
      i18n.addResourceBundle(language, namespace, texts, true, true);
    loaded.add(language);
  }
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts this visit
  }
  // No document outside a browser (unit tests format dates in both languages).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  await i18n.changeLanguage(language);
};

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The Intl locale for dates and numbers in the current language. */
export const currentLocale = (): string => localeOf(currentLanguage());
