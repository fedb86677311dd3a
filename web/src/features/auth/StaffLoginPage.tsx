import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { timings } from '@domain/constants';
import type { Role } from '@domain/roles';
import { signInMessages } from '@domain/signIn';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { FormMessage } from '../../components/form/FormMessage';
import { AuthCardActions, EmailField, PasswordField, signInButtonText } from './AuthFields';
import { loadSession, preloadSession } from './lazySession';
import { signInErrorMessage } from './signInErrors';
import { rememberStaffSignIn } from '../../lib/storedOptions';
import { staffLoginProblem } from './validation';
import { ForgotPasswordLink } from './forgotPasswordReturn';
import './auth.css';
import { formText } from '../../lib/formText';
import { paths } from '../../config/paths';

function staffRoleOf(roles: Role[]): 'sales' | 'placement' | null {
  if (roles.includes('sales')) return 'sales';
  if (roles.includes('placement')) return 'placement';
  return null;
}

/** /login, and the page a guarded staff screen shows to anyone without its role. */
export function StaffLoginPage() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const overlayTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const messageId = useId();
  const describedBy = message ? messageId : undefined;

  useEffect(
    () => () => {
      clearTimeout(overlayTimer.current);
    },
    [],
  );

  function showOverlay(visible: boolean) {
    clearTimeout(overlayTimer.current);
    setOverlay(visible);
    // The overlay hides itself after 2 s; the button's 'Logging in...' shows a slower sign-in goes on.
    if (visible)
      overlayTimer.current = setTimeout(() => {
        setOverlay(false);
      }, timings.loginOverlayMs);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, 'email').trim();
    const password = formText(form, 'password');
    const problem = staffLoginProblem(email, password);
    setMessage(problem);
    if (problem) return;

    setBusy(true);
    showOverlay(true);
    try {
      const { signInWithPassword, signOut } = await loadSession();
      const session = await signInWithPassword(email, password);
      const role = staffRoleOf(session.roles);
      if (!role) {
        await signOut();
        setMessage(signInMessages.notRegistered);
        return;
      }
      rememberStaffSignIn(role, email);
      await navigate(role === 'sales' ? paths.sales : paths.placement);
    } catch (error) {
      setMessage(signInErrorMessage(error, 'staff'));
    } finally {
      setBusy(false);
      showOverlay(false);
    }
  }

  return (
    <section className="auth-page">
      <form
        className="auth-card"
        noValidate
        onFocus={preloadSession}
        onPointerDown={preloadSession}
        onSubmit={(event) => void submit(event)}
        aria-busy={busy}
      >
        <h1 className="auth-card__title">Staff Login</h1>
        <EmailField label="Email" aria-describedby={describedBy} />
        <PasswordField aria-describedby={describedBy} />
        {message && <FormMessage id={messageId}>{message}</FormMessage>}
        <AuthCardActions backTo={paths.landing} busy={busy}>
          {busy ? signInButtonText.busy : signInButtonText.idle}
        </AuthCardActions>
        <ForgotPasswordLink />
      </form>
      {overlay && <LoadingOverlay />}
    </section>
  );
}
