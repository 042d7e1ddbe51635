import { useUser } from '@/lib/session';

import { MessagesCenter } from './MessagesCenter';

/**
 * The shopper's messages, for the Messages tab of /account (`?tab=messages&conversation=` opens
 * one: the notifications link to it so).
 */
export function ShopperMessages() {
  const { data: user } = useUser();
  // The account page is shown to a signed-in shopper only.
  if (!user) return null;
  return <MessagesCenter who="user" accountId={user._id} />;
}
