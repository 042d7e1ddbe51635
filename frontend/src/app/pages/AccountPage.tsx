import { AccountPage as AccountTabs } from '@/features/auth/account';
import { ShopperOrdersSection } from '@/features/orders/shopper';

/** /account: the auth feature's account page, with the orders feature's list as its Orders tab. */
export function AccountPage() {
  return <AccountTabs orders={<ShopperOrdersSection />} />;
}
