import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SpendEntryView } from '@domain/api/spendEntryView';
import { apiKey } from '../../lib/apiKey';
import type { DecisionOutcome } from './api/decideSpend';
import {
  refusedFieldsOf,
  requestOf,
  type DecisionProblems,
  type DecisionValues,
  type ReviewAction,
} from './decisionRequest';

export type ChangeDecisionValue = <K extends keyof DecisionValues>(
  field: K,
  value: DecisionValues[K],
) => void;

/** The decision dialog's values, problems and sending: checked before it goes, the server's refusal shown after. */
export function useDecisionForm(
  entry: SpendEntryView,
  kind: ReviewAction,
  onDone: (outcome: DecisionOutcome) => void,
) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<DecisionValues>({ amount: '', reason: '' });
  const [problems, setProblems] = useState<DecisionProblems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change: ChangeDecisionValue = (field, value) => {
    setValues((before) => ({ ...before, [field]: value }));
  };

  const submit = async () => {
    const checked = requestOf(kind, entry, values);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setMessage(null);
    setBusy(true);
    try {
      onDone(await checked.send());
    } catch (error) {
      // An approval refused for an Allocated beyond the advances held: the row's flag reads them again.
      void queryClient.invalidateQueries({ queryKey: apiKey('listAdvances') });
      setProblems(refusedFieldsOf(error));
      setMessage(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return { values, change, problems, message, busy, submit };
}
