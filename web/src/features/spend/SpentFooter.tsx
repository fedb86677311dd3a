import { spendMessages } from '@domain/spend/spendMessages';
import { FormMessage } from '../../components/form/FormMessage';
import { correctText } from './mySpends/mySpendsText';

interface SpentFooterProps {
  message: string | null;
  saving: boolean;
  correcting: boolean;
  onCancel: () => void;
}

/** The Spent dialog's message, Cancel and Save (Resend for a correction). */
export function SpentFooter({ message, saving, correcting, onCancel }: SpentFooterProps) {
  return (
    <div className="spent__footer">
      {message && <FormMessage>{message}</FormMessage>}
      <div className="spent__actions">
        <button type="button" className="button button--large" disabled={saving} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary button--large" disabled={saving}>
          {saving ? spendMessages.saving : correcting ? correctText.save : 'Save'}
        </button>
      </div>
    </div>
  );
}
