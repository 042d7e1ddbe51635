import { AccountPage as AccountTabs } from '@/features/auth/account';
import { ShopperMessages } from '@/features/messages';
import { NotificationSettings } from '@/features/notifications/settings';
import { ShopperOrdersSection } from '@/features/orders/shopper';

/**
 * /account: the auth feature's account page, with the orders feature's list as its Orders tab,
 * the messages feature's inbox as its Messages tab and the notifications feature's settings as its
 * Notifications tab.
 */
export function AccountPage() {
  return (
    <AccountTabs
      orders={<ShopperOrdersSection />}
      messages={<ShopperMessages />}
      notifications={<NotificationSettings who="user" />}
    />
  );
}
