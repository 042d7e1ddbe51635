import { AccountPage as AccountTabs } from '@/features/auth/account';
import { NotificationSettings } from '@/features/notifications/settings';
import { ShopperOrdersSection } from '@/features/orders/shopper';

/**
 * /account: the auth feature's account page, with the orders feature's list as its Orders tab and
 * the notifications feature's settings as its Notifications tab.
 */
export function AccountPage() {
  return (
    <AccountTabs orders={<ShopperOrdersSection />} notifications={<NotificationSettings who="user" />} />
  );
}
