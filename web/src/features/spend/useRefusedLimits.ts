import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PolicyFinding } from '@domain/spendEntries/spendFlags';
import type { FormFieldProblem } from '../../lib/formCheck';
import type { SpentField, SpentFormValues } from './spentForm';

/**
 * The blocking limits a save was refused with: each goes from its field once the entry meets it.
 * Answers `remember`, which the save calls with the limits it was refused with.
 */
export function useRefusedLimits(form: UseFormReturn<SpentFormValues>, findings: readonly PolicyFinding[]) {
  const policyErrors = useRef(new Map<string, string>());
  useEffect(() => {
    for (const [field, text] of policyErrors.current) {
      if (findings.some((finding) => finding.field === field && finding.message === text)) continue;
      policyErrors.current.delete(field);
      if (form.getFieldState(field as keyof SpentFormValues).error?.message === text)
        form.clearErrors(field as keyof SpentFormValues);
    }
  }, [findings, form]);
  return (blocking: readonly FormFieldProblem<SpentField>[]) => {
    for (const { field, message: text } of blocking) if (field) policyErrors.current.set(field, text);
  };
}
