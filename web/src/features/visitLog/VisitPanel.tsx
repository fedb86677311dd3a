import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NO_PLACE_KEY } from '@domain/visits/visitPlaces';
import type { VisitKind } from '@domain/visitCodes';
import { usePlaceVisits } from './api/placeVisits';
import { placePageHref } from '../../lib/placeLink';
import { placeWordOf } from './visitColumns';
import { VisitFields } from './VisitFields';
import { fieldText, visitDateText } from '../../lib/visitText';

interface VisitPanelProps {
  kind: VisitKind;
  placeKey: string;
  /** The place's name while its visits load. */
  placeName: string;
  /** The visit to show first; the place's latest when absent. */
  visitId?: string;
  onClose: () => void;
}

/** The side panel of a place: its visits as a timeline, oldest first, and every field of the one chosen. */
export function VisitPanel({ kind, placeKey, placeName, visitId, onClose }: VisitPanelProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const timeline = usePlaceVisits({ kind, place: placeKey });
  const [chosen, setChosen] = useState(visitId);
  const visits = timeline.data?.visits ?? [];
  const shown = visits.find((visit) => visit.id === chosen) ?? visits.at(-1);
  const name = timeline.data?.name || placeName || `No ${placeWordOf(kind)}`;

  useEffect(() => {
    closeRef.current?.focus();
  }, [placeKey]);

  return (
    <aside
      className="visit-panel"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="visit-panel__header">
        <h2 id={titleId} className="visit-panel__title">
          {name}
        </h2>
        <button ref={closeRef} type="button" className="button" aria-label="Close details" onClick={onClose}>
          ×
        </button>
      </header>
      {placeKey !== NO_PLACE_KEY && (
        <Link className="button visit-panel__page" to={placePageHref(kind, name)}>
          Open the {placeWordOf(kind).toLowerCase()} page
        </Link>
      )}
      {timeline.isPending && <p>Loading visits...</p>}
      {timeline.isError && (
        <p role="alert">Could not load the visits of this {placeWordOf(kind).toLowerCase()}.</p>
      )}
      {shown && <VisitFields visit={shown} />}
      {timeline.data && (
        <section aria-label="Timeline" className="visit-panel__timeline">
          <h3>
            Visits ({timeline.data.total}
            {timeline.data.total > visits.length ? `, latest ${String(visits.length)} shown` : ''})
          </h3>
          <ol>
            {visits.map((visit) => (
              <li key={visit.id}>
                <button
                  type="button"
                  className="visit-panel__entry"
                  aria-current={visit.id === shown?.id ? 'true' : undefined}
                  onClick={() => {
                    setChosen(visit.id);
                  }}
                >
                  <span>{visitDateText(visit)}</span>
                  <span>{visit.code}</span>
                  <span>
                    {kind === 'sales'
                      ? fieldText(visit, 'visitPhase')
                      : `Pitched ${fieldText(visit, 'pitched')}, JD ${fieldText(visit, 'jdReceived')}`}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
    </aside>
  );
}
