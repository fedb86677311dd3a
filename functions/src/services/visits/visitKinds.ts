import type { CallableName } from '../../domain/api/contracts.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { salesVisitFieldOrder } from '../../domain/visits/salesVisit.js';
import { placementVisitFieldOrder } from '../../domain/visits/placementVisit.js';
import type { SheetTable } from '../../ports/visitSheet.js';

/** Where each kind of visit lives: its records, its code counter and its sheet tab. */
export interface VisitKindConfig {
  kind: VisitKind;
  /** The callable that submits this kind: request ids are kept per user and callable. */
  callable: CallableName;
  collection: string;
  counterPath: string;
  fieldOrder: readonly string[];
  table: SheetTable;
}

function sheetTable(tab: string, fieldOrder: readonly string[]): SheetTable {
  return { tab, header: ['visitCode', ...fieldOrder, 'submittedBy', 'submittedAt'] };
}

export const visitKinds: Record<VisitKind, VisitKindConfig> = {
  sales: {
    kind: 'sales',
    callable: 'submitSalesVisit',
    collection: 'sales_visits',
    counterPath: 'counters/salesVisit',
    fieldOrder: salesVisitFieldOrder,
    table: sheetTable('Sales Visits', salesVisitFieldOrder),
  },
  placement: {
    kind: 'placement',
    callable: 'submitPlacementVisit',
    collection: 'placement_visits',
    counterPath: 'counters/placementVisit',
    fieldOrder: placementVisitFieldOrder,
    table: sheetTable('Placement Visits', placementVisitFieldOrder),
  },
};
