import { Link, useSearchParams } from 'react-router';

import { paths } from '@/lib/paths';

import { useLogin } from '../api/login';
import { linkClass } from '../components/AuthCard';
import { SignInForm } from '../components/SignInForm';

/** /login: shopper sign-in, then back to the page that was asked for. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const login = useLogin();
  return (
    <SignInForm
      title="Sign in to Haat"
      intro="Welcome back. Sign in to see your account and orders."
      footer={
        <>
          <p>
            New to Haat?{' '}
            <Link to={paths.signUp({ next: searchParams.get('next') ?? undefined })} className={linkClass}>
              Create an account
            </Link>
          </p>
          <p>
            Selling on Haat?{' '}
            <Link to={paths.shopLogin()} className={linkClass}>
              Sign in to your shop
            </Link>
          </p>
        </>
      }
      request={login}
      fallback={paths.home()}
      forgotPassword={paths.forgotPassword()}
    />
  );
}
