// How the order pages write what only the seller and the Admin see of an order.

/** docs/product.md §3 "Cut text": the admin screen's placed-on date is the first 10 characters of createdAt (UTC). */
export const placedOnDay = (createdAt: string) => createdAt.slice(0, 10);

const ACTORS: Record<string, string> = {
  user: 'the shopper',
  shop: 'the shop',
  admin: 'Haat',
  system: 'automatically',
};

/** Who made a change in the order's history, as a phrase: "by the shop". */
export const byWhom = (by: string) => {
  const who = ACTORS[by];
  if (!who) return `by ${by}`;
  return who === 'automatically' ? who : `by ${who}`;
};
