/**
 * Every query key of the seller dashboard feature. Reads and invalidations use these only; they
 * all hang off `sellerDashboardKeys.all`, and each names the shop, so one seller's figures are
 * never shown to another who signs in later in the same browser.
 */
export const sellerDashboardKeys = {
  all: ['seller-dashboard'] as const,
  shop: (shopId: string) => [...sellerDashboardKeys.all, shopId] as const,
  /** The dashboard's figures over the last `days` days (GET /shop-dashboard-stats). */
  stats: (shopId: string, days: number) => [...sellerDashboardKeys.shop(shopId), 'stats', days] as const,
  /** The shop's newest few orders (GET /get-all-orders-shop/{shopId}, first page). */
  latestOrders: (shopId: string) => [...sellerDashboardKeys.shop(shopId), 'latest-orders'] as const,
  /** The reviews the shop's rating is made of, newest first (GET /get-shop-reviews/{shopId}, page by page). */
  shopReviews: (shopId: string) => [...sellerDashboardKeys.shop(shopId), 'reviews'] as const,
  /** What the shop still needs before the Admin's review, and where it stands (GET /shop-review-checklist). */
  reviewChecklist: (shopId: string) => [...sellerDashboardKeys.shop(shopId), 'review-checklist'] as const,
};
