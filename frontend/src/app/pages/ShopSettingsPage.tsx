import { useSearchParams } from 'react-router';

import { ShopSettingsPage as ShopSettings } from '@/features/auth/shop-settings';
import { NotificationSettings } from '@/features/notifications/settings';

/** The id of the notification settings' section, and the `tab` that opens the page at it. */
const NOTIFICATIONS = 'notifications';

/**
 * /shop-dashboard-setting: the auth feature's shop settings, with the notifications feature's
 * settings as their last section (`#notifications`). Opened as `?tab=notifications` (the bell's
 * link), the page scrolls to that section.
 */
export function ShopSettingsPage() {
  const [searchParams] = useSearchParams();
  return (
    <ShopSettings
      notifications={
        <NotificationSettings
          who="seller"
          id={NOTIFICATIONS}
          framed
          scrollIntoView={searchParams.get('tab') === NOTIFICATIONS}
        />
      }
    />
  );
}
