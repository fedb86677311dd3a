import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

const loginPaths: readonly string[] = [paths.login, paths.adminLogin, paths.dashLogin];

/** 'Forgot Password?' on a login screen: the reset screen's Back returns to that login. */
export function ForgotPasswordLink() {
  const { pathname } = useLocation();
  return (
    <Link className="auth-card__link" to={paths.forgotPassword} state={{ from: pathname }}>
      Forgot Password?
    </Link>
  );
}

/** The login the reset was asked for from; the staff login when it is not known (a typed URL). */
export function useLoginToReturnTo(): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && loginPaths.includes(from) ? from : paths.login;
}
