import { Phone } from 'lucide-react';

import { common } from '@/lib/i18n';
import { freeShippingText } from '@/lib/shipping';
import { SUPPORT_PHONE } from '@/lib/store-info';

import { LanguageSelect } from './LanguageSelect';

/**
 * The top strip: phone line, free-shipping message, currency and language selects. The language
 * select stays on a phone's narrow strip too: it is how a Hindi reader finds the Hindi pages.
 */
export function TopStrip() {
  const t = common.useT();
  return (
    <div className="bg-brand-900 text-xs text-brand-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className="hidden items-center gap-1.5 sm:flex">
          <Phone className="h-3.5 w-3.5" aria-hidden="true" />
          <span>{SUPPORT_PHONE}</span>
        </a>
        <p className="flex-1 text-center font-medium sm:flex-none">{freeShippingText()}</p>
        <div className="flex items-center gap-3">
          <label className="hidden items-center gap-1 md:flex">
            <span className="sr-only">{t('currency')}</span>
            <select className="bg-transparent" defaultValue="INR" aria-label={t('currency')}>
              <option value="INR" className="text-stone-900">
                INR
              </option>
            </select>
          </label>
          <LanguageSelect />
        </div>
      </div>
    </div>
  );
}
