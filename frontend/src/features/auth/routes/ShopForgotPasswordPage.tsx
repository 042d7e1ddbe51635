import { paths } from '@/lib/paths';

import { useShopForgotPassword } from '../api/shop-forgot-password';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

/** /shop-forgate-password (spelled as the spec has it): a seller asks for a reset link. */
export function ShopForgotPasswordPage() {
  const request = useShopForgotPassword();
  return (
    <ForgotPasswordForm
      title="Reset your shop password"
      request={request}
      signIn={{ to: paths.shopLogin(), label: 'Sign in to your shop' }}
    />
  );
}
