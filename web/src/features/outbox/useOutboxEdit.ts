import { useState } from 'react';
import { useNavigate } from 'react-router';
import { editState } from '../../lib/submission/editState';
import type { OutboxEntry } from '../../lib/submission/entry';
import { outbox } from '../../lib/submission/outbox';
import type { SpentFormValues } from '../spend/spentForm';
import { editors } from './editing';
import { outboxText } from './outboxText';

type SpendEdit = { side: 'sales' | 'placement'; entryId: string; values: SpentFormValues } | null;

/**
 * Edit of a queued entry: it is held (not sent meanwhile) and opened in its form, a visit's screen or
 * the Spent dialog; an entry already being sent says so instead.
 */
export function useOutboxEdit() {
  const navigate = useNavigate();
  const [spendEdit, setSpendEdit] = useState<SpendEdit>(null);
  const [message, setMessage] = useState<string | null>(null);

  const edit = async (entry: OutboxEntry) => {
    setMessage(null);
    const held = await outbox.hold(entry.id);
    if (held?.kind !== 'call' || !held.form) {
      setMessage(outboxText.beingSent);
      return;
    }
    const editor = editors[held.callable];
    if (!editor) {
      void outbox.release(held.id);
      return;
    }
    if ('route' in editor) {
      void navigate(editor.route, { state: editState(held.id) });
    } else {
      setSpendEdit({ side: editor.dialog, entryId: held.id, values: held.form.values as SpentFormValues });
    }
  };

  return {
    edit,
    message,
    /** The spend being edited in the Spent dialog, if any. */
    spendEdit,
    closeSpendEdit: () => {
      setSpendEdit(null);
    },
  };
}
