import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { passwordResetMessages, signInMessages, staffEmailPattern } from '@domain/signIn';
import { FormMessage } from '../../components/form/FormMessage';
import { AuthCardActions, EmailField } from './AuthFields';
import { loadSession, preloadSession } from './lazySession';
import { useLoginToReturnTo } from './forgotPasswordReturn';
import './auth.css';
import { formText } from '../../lib/formText';
import { paths } from '../../config/paths';

function resetProblem(email: string): string | null {
  if (!email) return passwordResetMessages.emailMissing;
  if (!staffEmailPattern.test(email)) return signInMessages.invalidEmail;
  return null;
}

/** /forgetpassword: sends the provider's reset email, then shows a notice in place of the form. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const loginToReturnTo = useLoginToReturnTo();
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const messageId = useId();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email').trim();
    const problem = resetProblem(email);
    setMessage(problem);
    if (problem) return;

    setSending(true);
    try {
      const { sendPasswordReset } = await loadSession();
      await sendPasswordReset(email);
      toast.success(passwordResetMessages.sentToast);
      setSent(true);
    } catch {
      setMessage(passwordResetMessages.failed);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <section className="auth-page">
        <div className="auth-card">
          <h1 className="auth-card__title">Forgot Password</h1>
          <FormMessage tone="success">{passwordResetMessages.sentNotice}</FormMessage>
          <button className="button button--primary" type="button" onClick={() => void navigate(paths.login)}>
            Go back to login
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="auth-page">
      <form
        className="auth-card"
        noValidate
        onFocus={preloadSession}
        onPointerDown={preloadSession}
        onSubmit={(event) => void submit(event)}
        aria-busy={sending}
      >
        <h1 className="auth-card__title">Forgot Password</h1>
        <EmailField aria-describedby={message ? messageId : undefined} />
        {message && <FormMessage id={messageId}>{message}</FormMessage>}
        <AuthCardActions backTo={loginToReturnTo} busy={sending}>
          {sending ? 'Sending email...' : 'Send Reset Link'}
        </AuthCardActions>
      </form>
    </section>
  );
}
