import type { TopicSetting } from '@/api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { FormAlert, SubmitButton } from '@/components/form';
import { ApiError } from '@/lib/api';
import { type Who, accountQueryOptions } from '@/lib/session';

import {
  type TopicChoice,
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notification-settings';
import { notifications } from '../i18n';
import { topicTexts } from './topics';

export type NotificationSettingsProps = {
  /** Whose settings: the signed-in shopper's (`user`) or the signed-in seller's shop's (`seller`). */
  who: Who;
  /** The section's id, for a link to it (`#notifications`). */
  id?: string;
  /** Drawn as a card of its own (the seller's settings page); plain inside an account tab. */
  framed?: boolean;
  /** Scrolls the section into view once its settings are drawn (the page was opened for them). */
  scrollIntoView?: boolean;
};

/**
 * "Notification settings": one checkbox per topic, whether its emails go out, each with a line on
 * what it is about; a topic the law or the money needs is shown on and cannot be switched off.
 * Save sends only the topics changed.
 */
export function NotificationSettings({
  who,
  id,
  framed = false,
  scrollIntoView = false,
}: NotificationSettingsProps) {
  const t = notifications.useT();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const { data: account } = useQuery(accountQueryOptions(who));
  const accountId = account?._id ?? '';
  const settings = useNotificationSettings(who, accountId);
  const loaded = settings.data !== undefined;

  useEffect(() => {
    if (scrollIntoView && loaded) section.current?.scrollIntoView?.({ block: 'start' });
  }, [scrollIntoView, loaded]);

  return (
    <section
      ref={section}
      id={id}
      aria-labelledby={titleId}
      className={`scroll-mt-32 ${framed ? 'rounded-md border border-stone-200 bg-white p-4 sm:p-6' : ''}`}
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('settings.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('settings.intro')}</p>
      <div className="mt-5">
        {settings.data ? (
          // Drawn afresh for another account, so no choice of the last one's stays ticked.
          <SettingsForm key={accountId} who={who} accountId={accountId} settings={settings.data} />
        ) : settings.isError ? (
          <div role="alert" className="space-y-2 text-sm text-stone-700">
            <p>{t('settings.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void settings.refetch()}
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              {t('settings.retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="text-sm text-stone-600">
            {t('settings.loading')}
          </p>
        )}
      </div>
    </section>
  );
}

/** The choices as the server has them: topic → emailed. */
const choicesOf = (settings: readonly TopicSetting[]) =>
  Object.fromEntries(settings.map(({ topic, email }) => [topic, email]));

type Outcome = { kind: 'saved' } | { kind: 'unchanged' } | { kind: 'failed'; message: string };

function SettingsForm({
  who,
  accountId,
  settings,
}: {
  who: Who;
  accountId: string;
  settings: TopicSetting[];
}) {
  const t = notifications.useT();
  const idPrefix = useId();
  const save = useSaveNotificationSettings(who, accountId);
  const [choices, setChoices] = useState<Record<string, boolean>>(() => choicesOf(settings));
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const changed: TopicChoice[] = settings
    .filter(({ topic, email, locked }) => !locked && (choices[topic] ?? email) !== email)
    .map(({ topic, email }) => ({ topic, email: choices[topic] ?? email }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (changed.length === 0) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    try {
      const saved = await save.mutateAsync(changed);
      setChoices(choicesOf(saved));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      // A 401 has already forgotten the account; its page's guard is taking it to sign in.
      const message =
        error instanceof ApiError ? (error.fields.settings ?? error.message) : t('settings.failed');
      setOutcome({ kind: 'failed', message });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert>{outcome?.kind === 'failed' ? outcome.message : null}</FormAlert>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('settings.legend')}</legend>
        <ul className="mt-3 divide-y divide-stone-100 rounded-md border border-stone-200">
          {settings.map(({ topic, email, locked = false }) => {
            const texts = topicTexts(who, topic);
            const inputId = `${idPrefix}-${topic}`;
            const hintId = `${inputId}-hint`;
            const lockedId = `${inputId}-locked`;
            const describedBy = [texts ? hintId : null, locked ? lockedId : null].filter(Boolean).join(' ');
            return (
              <li key={topic} className="px-3 py-3 sm:px-4">
                <div className="flex items-start gap-3">
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={locked || (choices[topic] ?? email)}
                    disabled={locked}
                    onChange={(event) => {
                      const checked = event.target.checked;
                      setChoices((current) => ({ ...current, [topic]: checked }));
                      setOutcome(null);
                    }}
                    aria-describedby={describedBy || undefined}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700 disabled:cursor-not-allowed"
                  />
                  <div className="min-w-0 flex-1">
                    <label
                      htmlFor={inputId}
                      className={`block text-sm font-medium break-words ${
                        locked ? 'text-stone-600' : 'cursor-pointer text-stone-900'
                      }`}
                    >
                      {texts ? t(texts.label) : topic}
                    </label>
                    {texts && (
                      <p id={hintId} className="text-sm break-words text-stone-600">
                        {t(texts.hint)}
                      </p>
                    )}
                    {locked && (
                      <p id={lockedId} className="mt-1 text-xs font-medium text-amber-800">
                        {t('settings.locked')}
                      </p>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {/* Always in the page, so that a screen reader hears each outcome as it arrives. */}
      <div role="status">
        {(outcome?.kind === 'saved' || outcome?.kind === 'unchanged') && (
          <p className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
            {outcome.kind === 'saved' ? t('settings.saved') : t('settings.unchanged')}
          </p>
        )}
      </div>
      <SubmitButton pending={save.isPending} pendingLabel={t('settings.saving')} className="w-full sm:w-auto">
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
