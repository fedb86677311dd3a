import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { selectOptionPlaceholder, signInMessages, type AdminArea, type Dashboard } from '@domain/signIn';
import { FormMessage } from '../../components/form/FormMessage';
import { SelectField } from '../../components/form/SelectField';
import { areaPaths } from '../../config/paths';
import { EmailField, PasswordField, signInButtonText } from './AuthFields';
import { loadSession, preloadSession } from './lazySession';
import { signInErrorMessage } from './signInErrors';
import { readRememberedOption, rememberAdminSignIn } from '../../lib/storedOptions';
import { adminLoginProblem } from './validation';
import { ForgotPasswordLink } from './forgotPasswordReturn';
import './auth.css';
import { formText } from '../../lib/formText';

interface AdminSignInFormProps {
  options: readonly { value: AdminArea | Dashboard; label: string }[];
  /** Which areas this login opens; both logins are titled 'Admin Login'. */
  subtitle: string;
}

/** Signs in and opens the chosen area; answers why not (someone without the admin role is signed out again). */
async function signInAsAdmin(
  email: string,
  password: string,
  area: AdminArea | Dashboard,
  open: (path: string) => void | Promise<void>,
): Promise<string | null> {
  try {
    const { hasRole, signInWithPassword, signOut } = await loadSession();
    const session = await signInWithPassword(email, password);
    if (!hasRole(session, 'admin')) {
      await signOut();
      return signInMessages.notAdmin;
    }
    rememberAdminSignIn(email, area);
    await open(areaPaths[area]);
    return null;
  } catch (error) {
    return signInErrorMessage(error, 'admin');
  }
}

/** The admin login and the dashboard login: the same form over different areas. */
export function AdminSignInForm({ options, subtitle }: AdminSignInFormProps) {
  const navigate = useNavigate();
  const [option, setOption] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  const values = options.map((candidate) => candidate.value);
  const describedBy = message ? messageId : undefined;

  function preselectRemembered(email: string) {
    const remembered = readRememberedOption(email);
    if (!option && remembered && values.some((value) => value === remembered)) setOption(remembered);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, 'email').trim();
    const password = formText(form, 'password');
    const problem = adminLoginProblem(email, password, option, values);
    setMessage(problem);
    const area = options.find((candidate) => candidate.value === option)?.value;
    if (problem || !area) return;

    setBusy(true);
    try {
      const failed = await signInAsAdmin(email, password, area, navigate);
      if (failed) setMessage(failed);
    } finally {
      setBusy(false);
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
        <h1 className="auth-card__title">Admin Login</h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        <EmailField
          aria-describedby={describedBy}
          onBlur={(event) => {
            preselectRemembered(event.currentTarget.value);
          }}
        />
        <PasswordField aria-describedby={describedBy} />
        <SelectField
          label="Select Option"
          name="option"
          options={options}
          placeholder={selectOptionPlaceholder}
          required
          value={option}
          aria-describedby={describedBy}
          onChange={(event) => {
            setOption(event.currentTarget.value);
          }}
        />
        {message && <FormMessage id={messageId}>{message}</FormMessage>}
        <button className="button button--primary auth-card__submit" type="submit" disabled={busy}>
          {busy ? signInButtonText.busy : signInButtonText.idle}
        </button>
        <ForgotPasswordLink />
      </form>
    </section>
  );
}
