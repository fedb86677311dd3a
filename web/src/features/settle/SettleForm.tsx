import { FormMessage } from '../../components/form/FormMessage';
import { settleText } from './settleText';
import { DirectionField, SettleDetails } from './SettleFields';
import { useSettleForm } from './useSettleForm';

interface SettleFormProps {
  ownerUid: string;
  entryIds: readonly string[];
  /** The ticked entries' balance, in paise. */
  balancePaise: number;
  onDone: (message: string) => void;
  /** Refused for good (another desk settled first, the entries changed): the panel reloads them. */
  onRefused: (message: string) => void;
}

/**
 * The settlement of the ticked entries: direction, amount (filled in with their balance), mode,
 * reference and date, checked by the same rules the server applies. One request id per filled-in
 * form, so a retry after a lost answer gets the first settlement.
 */
export function SettleForm(props: SettleFormProps) {
  const { entryIds, balancePaise } = props;
  const { today, values, change, problems, message, busy, submit } = useSettleForm(props);
  return (
    <form
      className="settle-form"
      noValidate
      aria-label="Settlement"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="settle-form__fields" disabled={busy}>
        <DirectionField values={values} change={change} problems={problems} />
        <SettleDetails
          values={values}
          change={change}
          problems={problems}
          balancePaise={balancePaise}
          today={today}
        />
      </fieldset>
      {message && <FormMessage>{message}</FormMessage>}
      <button type="submit" className="button button--primary" disabled={busy || entryIds.length === 0}>
        {busy ? settleText.recording : settleText.record}
      </button>
    </form>
  );
}
