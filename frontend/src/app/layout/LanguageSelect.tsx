import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { apiFetch, lazySchema } from '@/lib/api';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  type Language,
  changeLanguage,
  common,
  isLanguage,
  useLanguage,
} from '@/lib/i18n';
import { sessionKeys, useSeller, useUser } from '@/lib/session';
import { notify } from '@/lib/toast';

/** Where each kind of account keeps its language (docs/i18n.md). */
const SAVE_PATHS = { user: '/api/v2/update-user-language', seller: '/api/v2/update-shop-language' } as const;
/** The answer is the account, which the session reads again; zod loads with it, not the page. */
const anyAnswer = lazySchema(async () => (await import('@/lib/zod')).z.custom<unknown>(() => true));

/**
 * The language select of the top strip: English, हिन्दी, Español, Français, each in its own
 * script. A choice is kept in this browser and, for whoever is signed in, on the account; signing
 * in puts the page in the account's language.
 */
export function LanguageSelect() {
  const t = common.useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const user = useUser().data;
  const seller = useSeller().data;
  const accountLanguage = user?.language ?? seller?.language;

  // An account's language wins over the browser's when its session loads, once per sign-in.
  const adopted = useRef<string | null>(null);
  useEffect(() => {
    if (!isLanguage(accountLanguage) || adopted.current === accountLanguage) return;
    adopted.current = accountLanguage;
    if (accountLanguage !== language) void changeLanguage(accountLanguage);
  }, [accountLanguage, language]);

  async function choose(next: Language) {
    adopted.current = next;
    await changeLanguage(next);
    const kinds = [...(user ? (['user'] as const) : []), ...(seller ? (['seller'] as const) : [])];
    try {
      await Promise.all(
        kinds.map((who) => apiFetch(SAVE_PATHS[who], anyAnswer, { method: 'PUT', json: { language: next } })),
      );
      await Promise.all(
        kinds.map((who) => queryClient.invalidateQueries({ queryKey: sessionKeys.account(who) })),
      );
    } catch {
      notify.error(t('language.saveFailed'));
    }
  }

  return (
    <label className="flex items-center gap-1">
      <span className="sr-only">{t('language')}</span>
      <select
        className="bg-transparent"
        value={language}
        aria-label={t('language')}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code} className="text-stone-900">
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
