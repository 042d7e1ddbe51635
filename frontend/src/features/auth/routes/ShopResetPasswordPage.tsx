import { useParams } from 'react-router';

import { paths } from '@/lib/paths';

import { useShopResetPassword } from '../api/shop-reset-password';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

/** /shop-reset-password/:token, the emailed link: a seller chooses a new password. */
export function ShopResetPasswordPage() {
  const { token = '' } = useParams();
  const request = useShopResetPassword();
  return (
    <ResetPasswordForm
      token={token}
      request={request}
      signInPath={paths.shopLogin()}
      forgotPath={paths.shopForgotPassword()}
    />
  );
}
