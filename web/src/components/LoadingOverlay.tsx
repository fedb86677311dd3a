import { useEffect, useState } from 'react';
import { timings } from '@domain/constants';
import './LoadingOverlay.css';

const dotCount = 3;

/**
 * Full-screen 'Loading...' whose dots light up one more every 500 ms. All three dots stay in the
 * text (unlit ones are only faded) so the text does not jump and reads the same to a screen reader.
 */
export function LoadingOverlay({ text = 'Loading' }: { text?: string }) {
  const [lit, setLit] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => {
      setLit((count) => (count % dotCount) + 1);
    }, timings.loadingDotsMs);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <p className="loading-overlay__text">
        {text}
        {Array.from({ length: dotCount }, (_, index) => (
          <span key={index} className="loading-overlay__dot" data-lit={index < lit}>
            .
          </span>
        ))}
      </p>
    </div>
  );
}
