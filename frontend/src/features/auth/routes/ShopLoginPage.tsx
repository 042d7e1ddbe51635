import { Link } from 'react-router';

import { paths } from '@/lib/paths';

import { useShopLogin } from '../api/shop-login';
import { linkClass } from '../components/AuthCard';
import { ResendActivationButton, isShopNotActive } from '../components/ResendActivation';
import { SignInForm } from '../components/SignInForm';

/**
 * /shop-login: seller sign-in, then the shop dashboard (or the seller page that was asked for). A
 * shop not activated yet (its link lost or expired) is offered a new activation link, sent to the
 * email just typed.
 */
export function ShopLoginPage() {
  const shopLogin = useShopLogin();
  return (
    <SignInForm
      title="Sign in to your shop"
      intro="Manage your products, orders and payouts."
      footer={
        <>
          <p>
            No shop yet?{' '}
            <Link to={paths.shopCreate()} className={linkClass}>
              Open your shop on Haat
            </Link>
          </p>
          <p>
            Shopping instead?{' '}
            <Link to={paths.login()} className={linkClass}>
              Sign in as a shopper
            </Link>
          </p>
        </>
      }
      request={shopLogin}
      fallback={paths.shopDashboard()}
      forgotPassword={paths.shopForgotPassword()}
      failureAction={({ error, email, showOnEmail }) =>
        isShopNotActive(error) ? <ResendActivationButton email={email} onEmailProblem={showOnEmail} /> : null
      }
    />
  );
}
