// The languages Haat speaks, in the order the language select lists them (docs/i18n.md).

export const LANGUAGES = ['en', 'hi', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language as its own speakers write its name: the select shows these, never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
};

/**
 * The locale numbers and dates are written in: the language as India writes it. Intl falls back to
 * the language alone where it has no Indian form (Spanish and French). Money is the exception:
 * always ₹ with Indian grouping (lib/money.ts).
 */
export const LOCALES: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  es: 'es-IN',
  fr: 'fr-IN',
};

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
