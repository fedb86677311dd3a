import { VisitPage } from './VisitPage';
import { placementVisitForm } from './visitKinds';

/** /placement: the placement visit form. */
export function PlacementPage() {
  return <VisitPage config={placementVisitForm} />;
}
