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
export { sweepExpired } from './callables/sweepExpired.js';
export { signUpload } from './callables/signUpload.js';
export { recordUpload } from './callables/recordUpload.js';
export { listFiles } from './callables/listFiles.js';
export { deleteFile } from './callables/deleteFile.js';
export { fileHistory } from './callables/fileHistory.js';
