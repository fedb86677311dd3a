import type { UseFormReturn } from 'react-hook-form';
import type { EntryBill } from '@domain/api/spendEntryView';
import type { SpendSide } from '@domain/spend/sides';
import type { SpendDayWindow } from '@domain/spend/spendDayWindow';
import type { PolicyFinding } from '@domain/spendEntries/spendFlags';
import { AdvanceProposal } from './AdvanceProposal';
import { AmountFields } from './AmountFields';
import { SpendBills } from './bills/SpendBills';
import { BillReadings } from './bills/read/BillReadings';
import { applyReading } from './bills/read/applyReading';
import type { useAddedBills } from './bills/useAddedBills';
import { MileagePanel } from './mileage/MileagePanel';
import { PlaceFields } from './PlaceFields';
import { SpendDayField } from './SpendDayField';
import type { SpentFormValues } from './spentForm';
import { findingsByField } from './spentPolicy';

interface SpentFieldsProps {
  side: SpendSide;
  form: UseFormReturn<SpentFormValues>;
  options: readonly string[];
  allowed: SpendDayWindow;
  findings: readonly PolicyFinding[];
  keptBills: readonly EntryBill[];
  onRemoveKept: (id: string) => void;
  added: ReturnType<typeof useAddedBills>;
  queuedCount: number;
  saving: boolean;
  /** The Date field's day, whose legs Mileage counts. */
  day: string;
}

/**
 * The Spent dialog's fields: the day, the places, the amounts with their limits and the day's mileage,
 * and the bills with what was read from them.
 */
export function SpentFields({
  side,
  form,
  options,
  allowed,
  findings,
  keptBills,
  onRemoveKept,
  added,
  queuedCount,
  saving,
  day,
}: SpentFieldsProps) {
  return (
    <fieldset className="spent__fields" disabled={saving}>
      <SpendDayField form={form} allowed={allowed} />
      <PlaceFields side={side} options={options} form={form} />
      <AmountFields
        form={form}
        findings={findingsByField(findings)}
        allocatedNote={<AdvanceProposal form={form} />}
      />
      <MileagePanel form={form} day={day} />
      <BillReadings
        bills={added.bills}
        onUse={(use) => {
          applyReading(form, use);
          added.markUsed(use.keys);
        }}
      />
      <SpendBills
        kept={keptBills}
        added={added.bills}
        queuedCount={queuedCount}
        problem={added.problem}
        disabled={saving}
        onAdd={(files) => void added.add(files)}
        onRemoveKept={onRemoveKept}
        onRemoveAdded={added.remove}
      />
    </fieldset>
  );
}
