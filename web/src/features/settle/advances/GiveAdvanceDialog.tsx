import { useState } from 'react';
import { giveAdvanceInput } from '@domain/api/advanceInputs';
import { describedByError, FieldFrame } from '../../../components/form/FieldFrame';
import { MoneyMovedDialog } from '../../../components/advances/MoneyMovedDialog';
import { useMoneyMovedForm } from '../../../components/advances/useMoneyMovedForm';
import { moveAdvanceMoney } from '../api/advances';
import { advanceSettleText } from './advanceSettleText';
import { usePeopleToGive } from './usePeopleToGive';

interface GiveAdvanceDialogProps {
  people: readonly { uid: string; name: string }[];
  onClose: () => void;
  onDone: (message: string) => void;
}

/** An advance with no request, paid as it is made: the person, amount, purpose, mode, reference and day. */
export function GiveAdvanceDialog({ people: known, onClose, onDone }: GiveAdvanceDialogProps) {
  const people = usePeopleToGive(known);
  const [ownerUid, setOwnerUid] = useState('');
  const [purpose, setPurpose] = useState('');
  const form = useMoneyMovedForm({
    withAmount: true,
    extraProblems: () => {
      const problems: Record<string, string> = {};
      if (ownerUid === '') problems.ownerUid = advanceSettleText.choosePersonProblem;
      const checked = giveAdvanceInput.shape.purpose.safeParse(purpose);
      if (!checked.success) problems.purpose = checked.error.issues[0]?.message ?? '';
      return problems;
    },
    send: ({ values, amount, reference, requestId }) =>
      moveAdvanceMoney('giveAdvance', {
        requestId,
        ownerUid,
        amount,
        purpose,
        mode: values.mode,
        reference,
        date: values.date,
      }),
    onDone: () => {
      onDone(advanceSettleText.given);
    },
  });
  const problems = form.problems;
  return (
    <MoneyMovedDialog
      title={advanceSettleText.give}
      form={form}
      amountLabel="Amount (₹)"
      submitLabel={advanceSettleText.give}
      onClose={onClose}
    >
      <FieldFrame htmlFor="give-person" label={advanceSettleText.person} error={problems.ownerUid}>
        <select
          id="give-person"
          className="field__input"
          value={ownerUid}
          {...describedByError('give-person', problems.ownerUid)}
          onChange={(event) => {
            setOwnerUid(event.target.value);
          }}
          data-autofocus
        >
          <option value="">{advanceSettleText.choosePerson}</option>
          {people.map((person) => (
            <option key={person.uid} value={person.uid}>
              {person.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame htmlFor="give-purpose" label={advanceSettleText.purpose} error={problems.purpose}>
        <input
          id="give-purpose"
          className="field__input"
          value={purpose}
          {...describedByError('give-purpose', problems.purpose)}
          onChange={(event) => {
            setPurpose(event.target.value);
          }}
        />
      </FieldFrame>
    </MoneyMovedDialog>
  );
}
