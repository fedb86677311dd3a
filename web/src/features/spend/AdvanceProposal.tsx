import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { amountOfPaise } from '../../components/advances/moneyMoved';
import { myAdvancesQuery } from './api/myAdvances';
import { myAdvanceText } from './advances/advanceText';
import type { SpentFormValues } from './spentForm';
import '../../components/advances/advances.css';

/**
 * Beside Allocated: what the person holds of their advances (the phone's copy offline), with a button
 * that fills Allocated with it. Only a proposal: the server applies the Allocated at approval, and a
 * save is never refused for it.
 */
export function AdvanceProposal({ form }: { form: UseFormReturn<SpentFormValues> }) {
  const { data } = useQuery(myAdvancesQuery);
  const held = data?.heldPaise ?? 0;
  if (held <= 0) return null;
  return (
    <div className="spent__proposal" data-testid="advance-proposal">
      <span id="advance-proposal-text">{myAdvanceText.proposal(held)}</span>
      <button
        type="button"
        className="button"
        aria-describedby="advance-proposal-text"
        onClick={() => {
          form.setValue('allocatedAmount', amountOfPaise(held), { shouldDirty: true });
          form.setFocus('allocatedAmount');
        }}
      >
        {myAdvanceText.useProposal}
      </button>
    </div>
  );
}
