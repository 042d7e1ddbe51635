// The coupons feature's second entry: the one coupon form, which the Admin's coupons page uses in its
// platform scope, so shop and platform coupons are checked by the same rules. Apart from the index
// (which the storefront's route table imports), so the form is only in the chunks that show it.

export { CouponForm, type CouponFormProps } from './components/CouponForm';
