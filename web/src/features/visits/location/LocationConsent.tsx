import { useId } from 'react';
import { locationText } from './locationText';
import './location.css';

/**
 * Asked once, on the visit screen, before any reading: what is kept and why. Never in the way: the
 * form works whatever the answer, or with none.
 */
export function LocationConsent({ onChoose }: { onChoose: (answer: 'granted' | 'declined') => void }) {
  const titleId = useId();
  return (
    <section className="location-consent" aria-labelledby={titleId}>
      <h2 id={titleId} className="location-consent__title">
        {locationText.consentTitle}
      </h2>
      {locationText.consentBody.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="location-consent__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            onChoose('declined');
          }}
        >
          {locationText.notNow}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onChoose('granted');
          }}
        >
          {locationText.allow}
        </button>
      </div>
    </section>
  );
}
