import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../components/form/TextField';

/** The sign-in button's text, idle and while the provider has not answered yet. */
export const signInButtonText = { idle: 'Login', busy: 'Logging in...' } as const;

type AccountFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'type' | 'label'>;

/** The account's email, as password managers expect it on every sign-in screen. */
export function EmailField({ label = 'Email Address', ...input }: AccountFieldProps & { label?: string }) {
  return (
    <TextField
      label={label}
      name="email"
      type="email"
      autoComplete="username"
      inputMode="email"
      required
      {...input}
    />
  );
}

export function PasswordField(input: AccountFieldProps) {
  return (
    <TextField
      label="Password"
      name="password"
      type="password"
      autoComplete="current-password"
      required
      {...input}
    />
  );
}

interface AuthCardActionsProps {
  backTo: string;
  busy: boolean;
  /** The submit button's text. */
  children: ReactNode;
}

/** Back, and the card's submit button (disabled while busy). */
export function AuthCardActions({ backTo, busy, children }: AuthCardActionsProps) {
  return (
    <div className="auth-card__actions">
      <Link className="button" to={backTo}>
        Back
      </Link>
      <button className="button button--primary" type="submit" disabled={busy}>
        {children}
      </button>
    </div>
  );
}
