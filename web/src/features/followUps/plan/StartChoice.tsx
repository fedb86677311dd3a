import { useId, useState } from 'react';
import type { StartPoint } from '@domain/day/startPoint';
import { FormMessage } from '../../../components/form/FormMessage';
import { useSetStartPoint } from '../api/setStartPoint';
import type { KeptPlan } from './keptPlan';
import { planText } from './planText';
import type { PlanOrigin } from './planStops';

export interface StartChoiceProps {
  uid: string;
  plan: KeptPlan | null;
  count: number;
  startPoint: StartPoint | null;
  locating: boolean;
  onHere: () => void;
  onSaved: (start: StartPoint) => void;
}

/** Where the plan starts from, the two ways to start, and saving a reading as the start point. */
export function StartChoice({ uid, plan, count, startPoint, locating, onHere, onSaved }: StartChoiceProps) {
  const origin = plan?.origin;
  return (
    <div className="plan__start">
      <p>
        {origin
          ? origin.from === 'here'
            ? planText.fromHere
            : planText.fromSaved(origin.label ?? '')
          : planText.chooseStart(count)}
      </p>
      <div className="plan__start-actions">
        <button type="button" className="button" disabled={locating} onClick={onHere}>
          {locating ? planText.locating : planText.startHere}
        </button>
        {startPoint && (
          <button
            type="button"
            className="button"
            onClick={() => {
              onSaved(startPoint);
            }}
          >
            {planText.startSaved(startPoint.label)}
          </button>
        )}
      </div>
      {startPoint && <ClearStart uid={uid} label={startPoint.label} />}
      {origin?.from === 'here' && (
        <SaveStart key={`${String(origin.latitude)},${String(origin.longitude)}`} uid={uid} origin={origin} />
      )}
    </div>
  );
}

/** 'Save here as my start point': the reading the plan starts from, under a name the rep gives. */
function SaveStart({ uid, origin }: { uid: string; origin: PlanOrigin }) {
  const save = useSetStartPoint(uid);
  const [label, setLabel] = useState('Home');
  const inputId = useId();
  return (
    <form
      className="plan__save"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ latitude: origin.latitude, longitude: origin.longitude, label });
      }}
    >
      <label className="field__label" htmlFor={inputId}>
        {planText.saveLabel}
      </label>
      <input
        id={inputId}
        className="field__input"
        value={label}
        maxLength={60}
        onChange={(event) => {
          setLabel(event.target.value);
        }}
      />
      <button type="submit" className="button" disabled={save.isPending || label.trim() === ''}>
        {save.isPending ? planText.saving : planText.saveHere}
      </button>
      {save.isSuccess && (
        <FormMessage tone="success">{planText.saved(save.data.startPoint?.label ?? label)}</FormMessage>
      )}
      {save.isError && <FormMessage>{planText.saveFailed}</FormMessage>}
    </form>
  );
}

/** Clears the saved start point (the server's, and the phone's copy once it answers). */
function ClearStart({ uid, label }: { uid: string; label: string }) {
  const clear = useSetStartPoint(uid);
  return (
    <>
      <button
        type="button"
        className="button plan__clear"
        disabled={clear.isPending}
        onClick={() => {
          clear.mutate(null);
        }}
      >
        {planText.clearSaved(label)}
      </button>
      {clear.isError && <FormMessage>{planText.saveFailed}</FormMessage>}
    </>
  );
}
