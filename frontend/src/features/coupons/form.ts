// The coupons feature's second entry: the one coupon form, which the Admin's coupons page uses in its
// platform scope, so shop and platform coupons are checked by the same rules, and the "Used" cell,
// so both tables say a coupon's uses and limits alike. Apart from the index (which the storefront's
// route table imports), so they are only in the chunks that show them.

export { CouponForm, type CouponFormProps } from './components/CouponForm';
export { CouponUses } from './components/CouponUses';
