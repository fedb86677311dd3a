import { useState, type SubmitEvent } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { visitMessages } from '@domain/visits/visitMessages';
import { showFieldProblems } from '../../lib/formCheck';
import type { DraftedForm } from '../../lib/formDraft';
import type { VisitReading } from '@domain/visits/location/visitReading';
import { newRequestId } from '../../lib/submission/requestId';
import { invalidateMyFollowUps } from '../followUps/api/myFollowUps';
import { invalidateVisitCode } from './api/peekVisitCode';
import { checkVisit, inScreenOrder, type VisitFormValues } from './visitFields';
import type { VisitKindForm } from './visitKinds';
import { useVisitHandOver } from './useVisitHandOver';
import { useVisitReading } from './useVisitReading';
import { useVisitPhase } from './useVisitPhase';
import { currentOutcome, type VisitOutcome } from './visitOutbox';
import { outbox } from '../../lib/submission/outbox';

/** A sent visit took the next code, and may have closed the place's follow-up or set the next one. */
function refreshAfterSent(queryClient: QueryClient, kind: VisitKindForm<unknown>['kind']): void {
  void invalidateVisitCode(queryClient, kind);
  void invalidateMyFollowUps(queryClient);
}

/** Empties the form and its draft; the toast offers the values back. */
function clearWithUndo({ form, discard }: DraftedForm<VisitFormValues>): void {
  const kept = form.getValues();
  discard();
  toast(visitMessages.cleared, {
    action: {
      label: visitMessages.undo,
      onClick: () => {
        form.reset(kept);
      },
    },
  });
}

/**
 * A visit submission for each kind: the shared check first (the first problem on screen gets focus),
 * an optional confirmation, then the outbox: the visit is stored on the phone, then sent. The outcome
 * shows for a while; a visit sent or kept to be sent later then clears the form. A refusal keeps the
 * values on screen (and as the draft) for the user to fix, and nothing stays queued.
 */
export function useVisitSubmission<I extends { requestId: string }>(
  config: VisitKindForm<I>,
  drafted: DraftedForm<VisitFormValues>,
  /** A queued entry opened by the Outbox's Edit (held): the next submit replaces it. */
  editing?: string,
  /** Starts the visit's one location reading as the visit goes (null: the person was not asked yet). */
  startReading: () => Promise<VisitReading> | null = () => null,
) {
  const { form, discard } = drafted;
  const status = useVisitPhase<I>(config.outcomeMs);
  const { phase, setPhase } = status;
  /** The entry handed back before its answer came: the status line follows it. */
  const [following, setFollowing] = useState<string | null>(null);
  /** A failure that outlives the outcome, shown by the form until the next success. */
  const [notice, setNotice] = useState<string | null>(null);
  const reading = useVisitReading(startReading, status.setLocating);
  const handOver = useVisitHandOver(config, drafted, editing, { reading, setNotice });
  const queryClient = useQueryClient();

  const finish = (shown: VisitOutcome) => {
    status.backToEditing();
    if (shown.status === 'failed') return;
    discard();
    const outcome = currentOutcome(shown, outbox.getEntries());
    if (outcome.status === 'sent') refreshAfterSent(queryClient, config.kind);
    // Kept on the phone, or no answer yet: the status line follows it, and says so when the server has it.
    if (outcome.status === 'queued' || outcome.status === 'pending') setFollowing(outcome.entryId);
  };

  /** The visit goes: a new one starts its reading, which runs while it is sent; an edit takes none. */
  const send = async (input: I) => {
    reading.start(!handOver.isEdit());
    setPhase({ name: 'saving' });
    setFollowing(null);
    const outcome = await handOver.outcomeOf(input, status.setStored);
    // No answer yet: the screen is given back at once.
    if (outcome.status === 'pending') finish(outcome);
    else status.showOutcome(outcome, finish);
  };

  const submitValues = (values: VisitFormValues) => {
    const checked = checkVisit(config, values, newRequestId());
    if (!checked.ok) {
      showFieldProblems(form, inScreenOrder(config.fields, checked.errors), true);
      setNotice(visitMessages.fixFields);
      return;
    }
    // A kind that asks first takes its reading at Confirm: a cancelled visit never reads the location.
    if (config.confirmFirst) setPhase({ name: 'confirming', input: checked.input });
    else void send(checked.input);
  };

  return {
    phase,
    notice,
    following,
    busy: phase.name === 'saving',
    submit: (event: SubmitEvent<HTMLFormElement>) => {
      void form.handleSubmit(submitValues)(event);
    },
    confirm: () => {
      if (phase.name === 'confirming') void send(phase.input);
    },
    cancel: () => {
      setPhase({ name: 'editing' });
    },
    /** 'Send without it': the visit stops waiting for its reading and is sent at once. */
    sendWithoutLocation: reading.skip,
    closeStatus: () => {
      if (phase.name === 'done') finish(phase.outcome);
      // Closed while the answer is awaited: the form comes back and the status line follows the visit.
      else if (phase.name === 'saving' && phase.stored === true) handOver.handBack();
    },
    /** Empties the form and its draft; the toast offers the values back. */
    clear: () => {
      setNotice(null);
      clearWithUndo(drafted);
    },
  };
}
