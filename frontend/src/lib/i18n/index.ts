export { i18n, currentLanguage, currentLocale, storedLanguage, switchLanguage } from './i18n';
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, localeOf, type Language } from './languages';
