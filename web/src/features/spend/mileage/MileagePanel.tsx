import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { mileageMessages, type MileageAllowance } from '@domain/day/mileage';
import { vehicleWords, type Vehicle } from '@domain/day/mileagePolicy';
import { fromPaise } from '@domain/spend/money';
import { outbox } from '../../../lib/submission/outbox';
import { useOnline } from '../../../lib/submission/connectivity';
import { useDayMileage } from '../api/dayMileage';
import type { SpentFormValues } from '../spentForm';
import { mileageText } from './mileageText';

interface MileagePanelProps {
  form: UseFormReturn<SpentFormValues>;
  /** The Date field's day (YYYY-MM-DD). */
  day: string;
}

function Allowances({
  allowances,
  chosen,
  onChoose,
}: {
  allowances: readonly MileageAllowance[];
  chosen: Vehicle;
  onChoose: (vehicle: Vehicle) => void;
}) {
  const name = useId();
  return (
    <fieldset className="spent__vehicles">
      <legend className="field__label">{mileageText.vehicle}</legend>
      {allowances.map(({ vehicle, ratePaise }) => (
        <label key={vehicle} className="spent__vehicle">
          <input
            type="radio"
            name={name}
            value={vehicle}
            checked={chosen === vehicle}
            onChange={() => {
              onChoose(vehicle);
            }}
          />
          {vehicleWords[vehicle]} ({mileageText.rate(ratePaise)})
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Under the amounts: 'Mileage' opens the day's legs as the server counts them (from the start point
 * through each visit's reading), the vehicle to claim for, and the sum; Use puts it in Fuel and names
 * the vehicle, whose figures the server counts again when saving. With no connection it says so.
 */
export function MileagePanel({ form, day }: MileagePanelProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Vehicle | null>(null);
  // The signed-in person the outbox holds entries for: answers are kept per account.
  const uid = outbox.getOwner() ?? '';
  const online = useOnline();
  const mileage = useDayMileage(uid, day, open && online && uid !== '');
  const panelId = useId();

  const body = () => {
    if (!online && !mileage.data) return <p role="status">{mileageMessages.offline}</p>;
    if (mileage.isPending) return <p role="status">{mileageText.counting}</p>;
    if (mileage.isError) return <p role="status">{mileageText.failed}</p>;
    const answer = mileage.data;
    if (answer.kind === 'none') return <p role="status">{answer.reason}</p>;
    const first = answer.allowances[0];
    if (!first) return <p role="status">{mileageText.noRates}</p>;
    const formVehicle = form.getValues('vehicle');
    const chosenVehicle =
      picked ?? answer.allowances.find(({ vehicle }) => vehicle === formVehicle)?.vehicle ?? first.vehicle;
    const chosen = answer.allowances.find(({ vehicle }) => vehicle === chosenVehicle) ?? first;
    return (
      <>
        <Allowances allowances={answer.allowances} chosen={chosen.vehicle} onChoose={setPicked} />
        <ol className="spent__legs" aria-label={mileageText.legs}>
          {answer.legs.map((leg, index) => (
            <li key={index}>{mileageText.leg(leg.from, leg.to, leg.centiKm)}</li>
          ))}
        </ol>
        <p className="spent__reading">
          <span data-testid="mileage-sum">{mileageText.sum(chosen)}</span>
          <button
            type="button"
            className="button spent__use"
            aria-label={mileageText.useLabel(chosen.allowedPaise)}
            onClick={() => {
              const options = { shouldDirty: true, shouldValidate: false } as const;
              form.setValue('fuel', fromPaise(chosen.allowedPaise).toFixed(2), options);
              form.setValue('vehicle', chosen.vehicle, options);
              setOpen(false);
            }}
          >
            {mileageText.use}
          </button>
        </p>
      </>
    );
  };

  return (
    <div className="spent__mileage">
      <button
        type="button"
        className="button spent__use"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        {mileageText.open}
      </button>
      {open && (
        <section id={panelId} className="spent__mileage-panel" aria-label={mileageText.title}>
          {body()}
        </section>
      )}
    </div>
  );
}
