// The message catalogues and the language the page is in (docs/i18n.md, ADR 0019).
//
// One Lingui instance holds every message, each under its catalogue's name: `catalog.addToCart`.
// A catalogue is one JSON file per language per part of the app, compiled by Lingui's Vite plugin
// as it is imported, so each loads only when a page of its part is drawn and only in the language
// the page is in. `defineCatalog` gives a part its typed `useT` hook, which waits (suspends) for the
// catalogue on first use, and a plain `t` for texts built outside React (form schemas, toasts).

import { type Messages, setupI18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';

import { DEFAULT_LANGUAGE, type Language, LOCALES, isLanguage } from './languages';

export const i18n = setupI18n();

/** Where the choice of a visitor (or of this browser, before the account's) is kept. */
export const LANGUAGE_KEY = 'haat.language';

type Loader = (language: Language) => Promise<Messages>;

const loaders = new Map<string, Loader>();
/** Each catalogue's load in each language, once: `hi:catalog`. */
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

const slot = (language: Language, namespace: string) => `${language}:${namespace}`;

/** Loads one catalogue in one language into the instance, once. */
export function loadCatalog(language: Language, namespace: string): Promise<void> {
  const key = slot(language, namespace);
  let load = loads.get(key);
  if (!load) {
    const loader = loaders.get(namespace);
    if (!loader) throw new Error(`no message catalogue named ${namespace}`);
    load = loader(language).then(
      (messages) => {
        const named: Messages = {};
        for (const [id, message] of Object.entries(messages)) named[`${namespace}.${id}`] = message;
        i18n.load(language, named);
        loaded.add(key);
      },
      (error: unknown) => {
        // A failed load (the network dropped) is not kept: the next render tries again.
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** The files of one catalogue as `import.meta.glob('./locales/*.json', …)` names them. */
type CatalogueFiles = Record<string, () => Promise<unknown>>;

/** Values a message is filled in with: `{count}`, `{name}`. */
export type MessageValues = Record<string, string | number>;

/**
 * A part of the app's catalogue. `Source` is the type of its English file, so a key that is not in
 * it does not compile. `files` is `import.meta.glob('./locales/*.json', { query: '?lingui',
 * import: 'messages' })` written in the part's own folder (Vite needs the literal there).
 */
export function defineCatalog<Source extends Record<string, string>>(
  namespace: string,
  files: CatalogueFiles,
) {
  loaders.set(namespace, (language) => {
    const file = files[`./locales/${language}.json`];
    if (!file) return Promise.reject(new Error(`${namespace} has no ${language} catalogue`));
    // Lingui's Vite plugin makes each file a module whose `messages` are compiled messages.
    return file() as Promise<Messages>;
  });

  type Key = keyof Source & string;
  /** A text of this catalogue in the page's language, for code outside React's render. */
  const t = (key: Key, values?: MessageValues): string => i18n._(`${namespace}.${key}`, values);

  /** This catalogue's `t`, after its messages have loaded; draws again when the language changes. */
  function useT(): typeof t {
    const language = useLanguage();
    // Thrown rather than passed to `use`: React then draws the component afresh once the
    // catalogue is here. With `use` it replays the component and expects the same calls up to the
    // one that waited, which a second render that finds the catalogue loaded does not make; React
    // then gave up on that render (and on hydrating a prerendered page) and drew everything again.
    if (!loaded.has(slot(language, namespace))) throw loadCatalog(language, namespace);
    return t;
  }

  return { t, useT, namespace };
}

/** Loads every catalogue known so far in `language`: for tests, and the prerender's English. */
export async function loadCatalogues(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadCatalog(language, namespace)));
}

/** The catalogues some page has used, which a change of language loads before it takes effect. */
function usedCatalogues(): string[] {
  return [...loaders.keys()].filter((namespace) => loaded.has(slot(currentLanguage(), namespace)));
}

// Lingui says `change` when a catalogue loads too; what draws again is what reads the locale.
const onLanguageChange = (listener: () => void) => i18n.on('change', listener);

/** The page's language, drawing the caller again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
}

/** The language the page is in. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The locale numbers and dates are written in for the page's language. */
export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

/** The language this browser chose last, if any. */
export function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Puts the page in `language`: loads the catalogues the page has drawn with in it first, so the
 * page changes in one step, then switches, marks `<html lang>` and remembers the choice.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all(usedCatalogues().map((namespace) => loadCatalog(language, namespace)));
  activate(language);
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // A browser that keeps nothing (private mode, storage full) still changes the page.
  }
}

/** Switches without loading: for the start, once the first catalogues are in. */
export function activate(language: Language): void {
  // Lingui writes a message's numbers (`{count, plural, …}`) in the second argument's locale.
  i18n.activate(language, [LOCALES[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
