import { advanceMessages } from '@domain/advances/advanceText';
import type { Uncovered } from './useAdvanceCover';

interface UncoveredFlagProps {
  uncovered: Uncovered;
  /** Whether this admin may approve the spend (not their own). */
  canRecord: boolean;
  spend: string;
  onRecord?: (() => void) | undefined;
}

/** 'Allocated ₹2,000.00, advances held ₹500.00', and 'Record the payment' to approve it in one step. */
export function UncoveredFlag({ uncovered, canRecord, spend, onRecord }: UncoveredFlagProps) {
  return (
    <div className="review-row__uncovered" data-testid="advance-uncovered">
      <p className="review-row__flag">
        {advanceMessages.uncovered(uncovered.allocatedPaise, uncovered.heldPaise)}
      </p>
      {canRecord && onRecord && (
        <button
          type="button"
          className="button"
          aria-label={`Record the payment and approve ${spend}`}
          onClick={onRecord}
        >
          Record the payment
        </button>
      )}
    </div>
  );
}
