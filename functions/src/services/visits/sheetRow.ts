import type { SheetCell } from '../../ports/visitSheet.js';
import type { VisitKindConfig } from './visitKinds.js';
import type { VisitRecord } from '../../domain/records/visitRecord.js';
import { visitTimeOf } from '../../domain/visits/visitTime.js';

/** The visit as a row under its tab's header: code, the fields in record order, submitter, when made. */
export function sheetRow(config: VisitKindConfig, record: VisitRecord): SheetCell[] {
  const fields = config.fieldOrder.map((name) => cell(record[name]));
  return [
    record.code,
    ...fields,
    record.createdBy.email ?? record.createdBy.uid,
    new Date(visitTimeOf(record)).toISOString(),
  ];
}

function cell(value: unknown): SheetCell {
  return typeof value === 'string' || typeof value === 'number' ? value : '';
}
