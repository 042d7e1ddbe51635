import { Phone } from 'lucide-react';

import { freeShippingText } from '@/lib/shipping';
import { SUPPORT_PHONE } from '@/lib/store-info';

/** The top strip: phone line, free-shipping message, currency and language selects. */
export function TopStrip() {
  return (
    <div className="bg-brand-900 text-xs text-brand-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className="hidden items-center gap-1.5 sm:flex">
          <Phone className="h-3.5 w-3.5" aria-hidden="true" />
          <span>{SUPPORT_PHONE}</span>
        </a>
        <p className="flex-1 text-center font-medium sm:flex-none">{freeShippingText}</p>
        <div className="hidden items-center gap-3 md:flex">
          <label className="flex items-center gap-1">
            <span className="sr-only">Currency</span>
            <select className="bg-transparent" defaultValue="INR" aria-label="Currency">
              <option value="INR" className="text-stone-900">
                INR
              </option>
            </select>
          </label>
          {/* Translations do not exist yet; the select is shown as the original has it (docs/product.md §4, §9). */}
          <label className="flex items-center gap-1">
            <span className="sr-only">Language</span>
            <select className="bg-transparent" defaultValue="en" aria-label="Language">
              <option value="en" className="text-stone-900">
                English
              </option>
              <option value="es" className="text-stone-900">
                Spanish
              </option>
              <option value="fr" className="text-stone-900">
                French
              </option>
            </select>
          </label>
        </div>
      </div>
    </div>
  );
}
