import { useParams } from 'react-router';

import { paths } from '@/lib/paths';

import { useResetPassword } from '../api/reset-password';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

/** /reset-password/:token, the emailed link: a shopper chooses a new password. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const request = useResetPassword();
  return (
    <ResetPasswordForm
      token={token}
      request={request}
      signInPath={paths.login()}
      forgotPath={paths.forgotPassword()}
    />
  );
}
