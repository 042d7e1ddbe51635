// The one coupon form and "Used" cell, shared by the seller's shop coupons (the coupons feature)
// and the Admin's platform coupons (the admin feature), so both are checked by the same rules (the
// server's) and both tables say a coupon's uses and limits alike. Only the lazily loaded coupon
// pages import this.

export { CouponForm, type CouponFormProps, type ProductChoice, type ProductChoices } from './CouponForm';
export { CouponUses } from './CouponUses';
export type { CouponBody, CouponScope, CreateCouponBody, PlatformCouponBody } from './validation';
