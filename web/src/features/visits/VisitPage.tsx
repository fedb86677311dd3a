import type { ReactNode } from 'react';
import { visitMessages } from '@domain/visits/visitMessages';
import { FormMessage } from './form/FormMessage';
import { PageHeader } from './PageHeader';
import './form/formLayout.css';

interface VisitPageProps {
  /** The code the next visit will probably get, or what stands in for it. */
  code: string;
  /** The header's right-hand side, e.g. the profile menu. */
  menu: ReactNode;
  /** The action bar under the header. */
  actions: ReactNode;
  /** The form opened with the draft left from before; said until a notice replaces it. */
  draftRestored: boolean;
  /** A failed submission that outlives its dialog. */
  notice: string | null;
  /** The form. */
  children: ReactNode;
  /** The form's modals. */
  dialogs: ReactNode;
}

/** A visit form's screen: the next visit code in the header, the actions, the form and its messages. */
export function VisitPage({ code, menu, actions, draftRestored, notice, children, dialogs }: VisitPageProps) {
  return (
    <section className="visit-page">
      <PageHeader
        backTo="/home"
        title={
          <h1 className="visit-page__code">
            <span className="visit-page__code-label">Visit Code</span>{' '}
            <strong className="visit-code" data-testid="visit-code">
              {code}
            </strong>
          </h1>
        }
      >
        {menu}
      </PageHeader>
      {actions}
      {draftRestored && notice === null && (
        <FormMessage tone="success">{visitMessages.draftRestored}</FormMessage>
      )}
      {children}
      {notice && <FormMessage>{notice}</FormMessage>}
      {dialogs}
    </section>
  );
}
