import { Suspense, lazy } from 'react';

import { common } from '@/lib/i18n';

import type { ContactSellerProps } from './ContactSeller';

// The parts other pages show, each a chunk of its own loaded when it first draws: the product and
// order pages need only the button (its dialog comes with it), the account page the inbox.

const Contact = lazy(async () => ({ default: (await import('./ContactSeller')).ContactSeller }));
const Shopper = lazy(async () => ({ default: (await import('./ShopperMessages')).ShopperMessages }));

/** "Ask the seller" (with `productId`) or "Contact seller" (with `orderId`); nothing until it has loaded. */
export function ContactSeller(props: ContactSellerProps) {
  return (
    <Suspense fallback={null}>
      <Contact {...props} />
    </Suspense>
  );
}

/** While the inbox's code and texts load: its place, kept, and said to be loading. */
function InboxPlaceholder() {
  const t = common.useT();
  return (
    <div
      role="status"
      className="h-[calc(100dvh-12rem)] max-h-[44rem] min-h-[26rem] lg:h-[calc(100dvh-10rem)] rounded-md border border-stone-200"
    >
      <span className="sr-only">{t('spinner.loading')}…</span>
    </div>
  );
}

/** The shopper's inbox and open conversation, for the account page's Messages tab. */
export function ShopperMessages() {
  return (
    <Suspense fallback={<InboxPlaceholder />}>
      <Shopper />
    </Suspense>
  );
}
