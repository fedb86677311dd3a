/** Every deployed function; the export name is the deployed name. */
export { whoAmI } from './callables/whoAmI.js';
export { submitSalesVisit } from './callables/submitSalesVisit.js';
export { submitPlacementVisit } from './callables/submitPlacementVisit.js';
export { peekVisitCode } from './callables/peekVisitCode.js';
export { myReport } from './callables/myReport.js';
export { retrySheetSync } from './callables/retrySheetSync.js';
export { saveSalesSpend } from './callables/saveSalesSpend.js';
export { savePlacementSpend } from './callables/savePlacementSpend.js';
export { getSpendOptions } from './callables/getSpendOptions.js';
export { setSpendOptions } from './callables/setSpendOptions.js';
export { sweepRequests } from './callables/sweepRequests.js';
export { spendSummary } from './callables/spendSummary.js';
export { spendRecords } from './callables/spendRecords.js';
