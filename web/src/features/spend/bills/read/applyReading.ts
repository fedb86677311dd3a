import type { UseFormReturn } from 'react-hook-form';
import { fromPaise } from '@domain/spend/money';
import type { SpentFormValues } from '../../spentForm';
import type { ReadingUse } from './BillReadings';

/** Use: the read total goes into Spent, and the bill's day into Date when one was read. */
export function applyReading(form: UseFormReturn<SpentFormValues>, { totalPaise, day }: ReadingUse): void {
  const options = { shouldDirty: true, shouldValidate: false } as const;
  if (totalPaise !== undefined) form.setValue('spentAmount', fromPaise(totalPaise).toFixed(2), options);
  if (day !== undefined) form.setValue('day', day, options);
}
