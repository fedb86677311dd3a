import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './PageHeader.css';

interface PageHeaderProps {
  /** Where the Back button goes; no Back button without it. */
  backTo?: string;
  title?: ReactNode;
  /** The right-hand side: a profile menu, a sign-out button. */
  children?: ReactNode;
}

/** The top bar of a working screen: Back, a title, and the user's menu. */
export function PageHeader({ backTo, title, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      {backTo !== undefined && (
        <Link className="button page-header__back" to={backTo}>
          <span aria-hidden="true">←</span> <span className="page-header__back-text">Back</span>
        </Link>
      )}
      <div className="page-header__title">{title}</div>
      <div className="page-header__actions">{children}</div>
    </header>
  );
}
