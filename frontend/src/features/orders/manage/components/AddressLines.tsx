import type { OrderAddress } from '@/api';

import { orders } from '../../i18n';

/** A shipping address as it is written on a parcel in India: "Bengaluru, Karnataka 560001". */
export function AddressLines({ address }: { address: OrderAddress }) {
  const t = orders.useT();
  return (
    <address className="text-sm leading-relaxed text-stone-800 not-italic">
      <span className="block font-medium text-stone-900">{address.name}</span>
      <span className="block">{address.address1}</span>
      {address.address2 && <span className="block">{address.address2}</span>}
      <span className="block">
        {address.city}, {address.state} {address.zipCode}
      </span>
      <span className="block">{address.country}</span>
      <span className="block">{t('manage.address.phone', { phone: address.phoneNumber })}</span>
    </address>
  );
}
