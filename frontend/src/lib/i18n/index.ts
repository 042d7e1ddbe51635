export {
  LANGUAGE_KEY,
  activate,
  changeLanguage,
  currentLanguage,
  currentLocale,
  defineCatalog,
  i18n,
  loadCatalog,
  loadCatalogues,
  storedLanguage,
  useLanguage,
  type MessageValues,
} from './catalog';
export { type CommonKey, common } from './common';
export { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, LOCALES, isLanguage, type Language } from './languages';
