import { Dialog } from '../../../components/Dialog';
import { mySpendsText } from './mySpendsText';

/** 'Withdraw this spend?': Keep it, or Withdraw. */
export function WithdrawDialog({ onKeep, onWithdraw }: { onKeep: () => void; onWithdraw: () => void }) {
  return (
    <Dialog open title={mySpendsText.withdrawQuestion} onClose={onKeep}>
      <p>{mySpendsText.withdrawExplain}</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onKeep}>
          {mySpendsText.keep}
        </button>
        <button type="button" className="button button--danger" onClick={onWithdraw}>
          {mySpendsText.withdraw}
        </button>
      </div>
    </Dialog>
  );
}
