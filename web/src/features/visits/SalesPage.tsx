import { VisitPage } from './VisitPage';
import { salesVisitForm } from './visitKinds';

/** /sales: the sales visit form. */
export function SalesPage() {
  return <VisitPage config={salesVisitForm} />;
}
