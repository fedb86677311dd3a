import { useState } from 'react';
import type { SettlementView } from '@domain/api/settlementView';
import { orgTimeText } from '@domain/time/orgTime';
import { FormMessage } from '../../components/form/FormMessage';
import { personText } from '../../components/spendEntry/entryText';
import { reverseSettlement } from './api/settle';
import { settleText } from './settleText';

/** A settlement's reversal: who reversed it, when and why; or Reverse, which asks for the reason first. */
export function Reversal({
  settlement,
  onDone,
}: {
  settlement: SettlementView;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (settlement.reversal) {
    return (
      <p className="settle__reversed">
        Reversed by {personText(settlement.reversal.by)} at {orgTimeText(settlement.reversal.at)}:{' '}
        {settlement.reversal.reason}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        {settleText.reverse}
      </button>
    );
  }
  const id = `reverse-${settlement.id}`;
  return (
    <form
      className="settle__reverse"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setMessage('Give the reason for the reversal.');
          return;
        }
        setBusy(true);
        reverseSettlement(settlement.id, reason)
          .then(() => {
            onDone(settleText.reversed);
          })
          .catch((error: unknown) => {
            setMessage(error instanceof Error ? error.message : String(error));
            setBusy(false);
          });
      }}
    >
      <label className="field__label" htmlFor={id}>
        {settleText.reverseReason}
      </label>
      <input
        id={id}
        className="field__input"
        value={reason}
        disabled={busy}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
      {message && <FormMessage>{message}</FormMessage>}
      <button type="submit" className="button button--danger" disabled={busy}>
        {busy ? settleText.reversing : settleText.reverse}
      </button>
    </form>
  );
}
