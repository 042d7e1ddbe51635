import { paths } from '@/lib/paths';

import { useForgotPassword } from '../api/forgot-password';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

/** /forgot-password: a shopper asks for a reset link. */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  return (
    <ForgotPasswordForm
      title="Forgot your password?"
      request={request}
      signIn={{ to: paths.login(), label: 'Sign in' }}
    />
  );
}
