import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { changeFollowUpInput, type ChangeFollowUpInput } from '@domain/api/changeFollowUp';
import { timings } from '@domain/constants';
import { movedDayProblem } from '@domain/followUps/nextVisit';
import { Dialog } from '../../components/Dialog';
import { DayPicks } from '../../components/form/DayPicks';
import { describedByError, FieldFrame } from '../../components/form/FieldFrame';
import { CallError } from '../../lib/callError';
import { outbox, type SubmitOutcome } from '../../lib/submission/outbox';
import { newRequestId } from '../../lib/submission/requestId';
import { storeFailureText } from '../../lib/submission/storeFailure';
import { followInToast, type ResultToast } from '../../lib/submission/followInToast';
import { invalidateMyFollowUps } from './api/myFollowUps';
import { dueText } from './dueText';
import type { DueRow } from './dueList';
import { orgDayOf } from '@domain/time/orgTime';

export type FollowUpAction = 'move' | 'drop';

/** The first problem with what was typed, the same check as the server's (its range from today). */
function problemOf(input: ChangeFollowUpInput): string | null {
  const parsed = changeFollowUpInput.safeParse(input);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? dueText.tryAgain;
  const { change } = parsed.data;
  return change.kind === 'move' ? movedDayProblem(change.due, orgDayOf(Date.now())) : null;
}

/** The change as the server takes it: a new day, or the reason to drop it. */
function changeInputOf(row: DueRow, action: FollowUpAction, value: string): ChangeFollowUpInput {
  return {
    requestId: newRequestId(),
    kind: row.kind,
    placeKey: row.placeKey,
    visitId: row.visitId,
    // The version on screen: a change made elsewhere meanwhile refuses this one, naming who made it.
    version: row.version,
    change: action === 'move' ? { kind: action, due: value } : { kind: action, reason: value },
  };
}

/** Why the server refused the change: the field's own words when it names one. */
function refusalText(error: unknown): string {
  return error instanceof CallError ? (error.fieldErrors[0]?.message ?? error.message) : String(error);
}

/** The change's words once the server has it; kept on the phone, or one toast following it until then. */
function sayChanged(outcome: Exclude<SubmitOutcome, { status: 'refused' }>, done: string): void {
  const showDone: ResultToast = (into) => {
    toast.success(done, { ...into, duration: timings.resultToastMs });
  };
  if (outcome.status === 'sent') showDone();
  else if (outcome.status === 'queued') toast.success(dueText.kept, { duration: timings.resultToastMs });
  else followInToast(outcome.entry.id, showDone);
}

interface ChangeFieldProps {
  action: FollowUpAction;
  label: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
  /** A day chosen from the quick picks (a move only). */
  onPick: (day: string) => void;
}

/** The new day (a date with quick picks) or the reason to drop (a text), with its problem. */
function ChangeField({ action, label, value, problem, onChange, onPick }: ChangeFieldProps) {
  const inputId = useId();
  return (
    <FieldFrame htmlFor={inputId} label={label} error={problem ?? undefined}>
      {action === 'move' ? (
        <>
          <input
            id={inputId}
            className="field__input"
            type="date"
            data-autofocus
            value={value}
            {...describedByError(inputId, problem ?? undefined)}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
          <DayPicks label={label} onPick={onPick} />
        </>
      ) : (
        <textarea
          id={inputId}
          className="field__input"
          rows={3}
          data-autofocus
          value={value}
          {...describedByError(inputId, problem ?? undefined)}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FieldFrame>
  );
}

/** Cancel, and Move (or Drop, in the danger colour). */
function ChangeActions({
  action,
  saving,
  onCancel,
}: {
  action: FollowUpAction;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="dialog-actions">
      <button type="button" className="button" disabled={saving} onClick={onCancel}>
        {dueText.cancel}
      </button>
      <button
        type="submit"
        className={action === 'move' ? 'button button--primary' : 'button button--danger'}
        disabled={saving}
      >
        {saving ? dueText.saving : action === 'move' ? dueText.move : dueText.drop}
      </button>
    </div>
  );
}

/**
 * Move a follow-up's day, or drop it with a reason: sent through the outbox, so it works offline (the
 * Due list shows the change at once and the server gets it when the phone is back online).
 */
export function ChangeFollowUpDialog({
  row,
  action,
  onClose,
}: {
  row: DueRow;
  action: FollowUpAction;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(action === 'move' ? row.due : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = action === 'move' ? dueText.newDay : dueText.dropReason;

  const submit = async () => {
    const input = changeInputOf(row, action, value);
    const found = problemOf(input);
    setProblem(found);
    if (found !== null) return;
    setSaving(true);
    try {
      const outcome = await outbox.submit({
        kind: 'call',
        callable: 'changeFollowUp',
        input,
        summary: `${action === 'move' ? dueText.moveSummary : dueText.dropSummary} · ${row.place}`,
      });
      if (outcome.status === 'refused') {
        await outbox.discard(outcome.entry.id);
        setProblem(refusalText(outcome.error));
        void invalidateMyFollowUps(queryClient);
        return;
      }
      void invalidateMyFollowUps(queryClient);
      sayChanged(outcome, action === 'move' ? dueText.moved(value) : dueText.dropped);
      onClose();
    } catch (error) {
      setProblem(storeFailureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      dismissible={!saving}
      title={action === 'move' ? dueText.moveTitle(row.place) : dueText.dropTitle(row.place)}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ChangeField
          action={action}
          label={label}
          value={value}
          problem={problem}
          onChange={setValue}
          onPick={(day) => {
            setValue(day);
            setProblem(null);
          }}
        />
        <ChangeActions action={action} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
