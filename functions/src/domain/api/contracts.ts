import type { z } from 'zod';
import { whoAmIInput, whoAmIOutput } from './whoAmI.js';
import { submitSalesVisitInput, submitSalesVisitOutput } from './submitSalesVisit.js';
import { submitPlacementVisitInput, submitPlacementVisitOutput } from './submitPlacementVisit.js';
import { peekVisitCodeInput, peekVisitCodeOutput } from './peekVisitCode.js';
import { myReportInput, myReportOutput } from './myReport.js';
import { saveSalesSpendInput, saveSalesSpendOutput } from './saveSalesSpend.js';
import { savePlacementSpendInput, savePlacementSpendOutput } from './savePlacementSpend.js';
import { getSpendOptionsInput, getSpendOptionsOutput } from './getSpendOptions.js';
import { setSpendOptionsInput, setSpendOptionsOutput } from './setSpendOptions.js';
import { signUploadInput, signUploadOutput } from './signUpload.js';
import { recordUploadInput, recordUploadOutput } from './recordUpload.js';
import { listFilesInput, listFilesOutput } from './listFiles.js';
import { deleteFileInput, deleteFileOutput } from './deleteFile.js';
import { fileHistoryInput, fileHistoryOutput } from './fileHistory.js';
import { spendSummaryInput, spendSummaryOutput } from './spendSummary.js';
import { spendRecordsInput, spendRecordsOutput } from './spendRecords.js';
import { listVisitsInput, listVisitsOutput } from './listVisits.js';
import { visitPipelineInput, visitPipelineOutput } from './visitPipeline.js';
import { visitExceptionsInput, visitExceptionsOutput } from './visitExceptions.js';
import { placeVisitsInput, placeVisitsOutput } from './placeVisits.js';
import { visitSheetStateInput, visitSheetStateOutput } from './visitSheetState.js';
import { retryVisitSheetInput, retryVisitSheetOutput } from './retryVisitSheet.js';
import { reviewQueueInput, reviewQueueOutput } from './reviewQueue.js';
import { decideSpendInput, decideSpendOutput } from './decideSpend.js';
import { approveSpendsInput, approveSpendsOutput } from './approveSpends.js';
import { reopenSpendInput, reopenSpendOutput } from './reopenSpend.js';
import { mySpendsInput, mySpendsOutput } from './mySpends.js';
import { correctSpendInput, correctSpendOutput } from './correctSpend.js';
import { withdrawSpendInput, withdrawSpendOutput } from './withdrawSpend.js';
import { attachBillInput, attachBillOutput } from './attachBill.js';
import { myBillsInput, myBillsOutput } from './myBills.js';
import { spendEntryInput, spendEntryOutput } from './spendEntry.js';
import { getSpendPolicyInput, getSpendPolicyOutput } from './getSpendPolicy.js';
import { dayMileageInput, dayMileageOutput } from './dayMileage.js';
import { visitedPlacesInput, visitedPlacesOutput } from './visitedPlaces.js';
import { placePageInput, placePageOutput } from './placePage.js';
import { recordSettlementInput, recordSettlementOutput } from './recordSettlement.js';
import { reverseSettlementInput, reverseSettlementOutput } from './reverseSettlement.js';
import { closeChecklistInput, closeChecklistOutput } from './closeChecklist.js';
import { closeMonthInput, closeMonthOutput } from './closeMonth.js';
import { exportMonthInput, exportMonthOutput } from './exportMonth.js';
import { settleBalancesInput, settleBalancesOutput } from './settleBalances.js';
import { personBalanceInput, personBalanceOutput } from './personBalance.js';
import { spendStatementInput, spendStatementOutput } from './spendStatement.js';
import { spendPeopleInput, spendPeopleOutput } from './spendPeople.js';
import { myFollowUpsInput, myFollowUpsOutput } from './myFollowUps.js';
import { changeFollowUpInput, changeFollowUpOutput } from './changeFollowUp.js';
import { setPlacePinInput, setPlacePinOutput } from './setPlacePin.js';
import { setStartPointInput, setStartPointOutput } from './setStartPoint.js';
import { getPushKeyInput, getPushKeyOutput } from './getPushKey.js';
import { savePushSubscriptionInput, savePushSubscriptionOutput } from './savePushSubscription.js';
import { removePushSubscriptionInput, removePushSubscriptionOutput } from './removePushSubscription.js';
import {
  cancelAdvanceInput,
  carryAdvanceInput,
  decideAdvanceInput,
  giveAdvanceInput,
  payAdvanceInput,
  requestAdvanceInput,
  returnAdvanceInput,
} from './advanceInputs.js';
import { advanceOutput } from './advanceView.js';
import { listAdvancesInput, listAdvancesOutput, myAdvancesInput, myAdvancesOutput } from './advanceLists.js';

/**
 * Every callable's name with its input and output schema: the server parses with these and the
 * client's typed call map is derived from them, so the two sides cannot drift apart.
 */
export const contracts = {
  whoAmI: { input: whoAmIInput, output: whoAmIOutput },
  submitSalesVisit: { input: submitSalesVisitInput, output: submitSalesVisitOutput },
  submitPlacementVisit: { input: submitPlacementVisitInput, output: submitPlacementVisitOutput },
  peekVisitCode: { input: peekVisitCodeInput, output: peekVisitCodeOutput },
  myReport: { input: myReportInput, output: myReportOutput },
  myFollowUps: { input: myFollowUpsInput, output: myFollowUpsOutput },
  changeFollowUp: { input: changeFollowUpInput, output: changeFollowUpOutput },
  getPushKey: { input: getPushKeyInput, output: getPushKeyOutput },
  savePushSubscription: { input: savePushSubscriptionInput, output: savePushSubscriptionOutput },
  removePushSubscription: { input: removePushSubscriptionInput, output: removePushSubscriptionOutput },
  saveSalesSpend: { input: saveSalesSpendInput, output: saveSalesSpendOutput },
  savePlacementSpend: { input: savePlacementSpendInput, output: savePlacementSpendOutput },
  getSpendOptions: { input: getSpendOptionsInput, output: getSpendOptionsOutput },
  setSpendOptions: { input: setSpendOptionsInput, output: setSpendOptionsOutput },
  signUpload: { input: signUploadInput, output: signUploadOutput },
  recordUpload: { input: recordUploadInput, output: recordUploadOutput },
  listFiles: { input: listFilesInput, output: listFilesOutput },
  deleteFile: { input: deleteFileInput, output: deleteFileOutput },
  fileHistory: { input: fileHistoryInput, output: fileHistoryOutput },
  spendSummary: { input: spendSummaryInput, output: spendSummaryOutput },
  spendRecords: { input: spendRecordsInput, output: spendRecordsOutput },
  listVisits: { input: listVisitsInput, output: listVisitsOutput },
  visitPipeline: { input: visitPipelineInput, output: visitPipelineOutput },
  visitExceptions: { input: visitExceptionsInput, output: visitExceptionsOutput },
  placeVisits: { input: placeVisitsInput, output: placeVisitsOutput },
  visitSheetState: { input: visitSheetStateInput, output: visitSheetStateOutput },
  retryVisitSheet: { input: retryVisitSheetInput, output: retryVisitSheetOutput },
  reviewQueue: { input: reviewQueueInput, output: reviewQueueOutput },
  decideSpend: { input: decideSpendInput, output: decideSpendOutput },
  approveSpends: { input: approveSpendsInput, output: approveSpendsOutput },
  reopenSpend: { input: reopenSpendInput, output: reopenSpendOutput },
  mySpends: { input: mySpendsInput, output: mySpendsOutput },
  correctSpend: { input: correctSpendInput, output: correctSpendOutput },
  withdrawSpend: { input: withdrawSpendInput, output: withdrawSpendOutput },
  attachBill: { input: attachBillInput, output: attachBillOutput },
  myBills: { input: myBillsInput, output: myBillsOutput },
  spendEntry: { input: spendEntryInput, output: spendEntryOutput },
  getSpendPolicy: { input: getSpendPolicyInput, output: getSpendPolicyOutput },
  dayMileage: { input: dayMileageInput, output: dayMileageOutput },
  visitedPlaces: { input: visitedPlacesInput, output: visitedPlacesOutput },
  placePage: { input: placePageInput, output: placePageOutput },
  setPlacePin: { input: setPlacePinInput, output: setPlacePinOutput },
  setStartPoint: { input: setStartPointInput, output: setStartPointOutput },
  recordSettlement: { input: recordSettlementInput, output: recordSettlementOutput },
  reverseSettlement: { input: reverseSettlementInput, output: reverseSettlementOutput },
  closeMonth: { input: closeMonthInput, output: closeMonthOutput },
  closeChecklist: { input: closeChecklistInput, output: closeChecklistOutput },
  exportMonth: { input: exportMonthInput, output: exportMonthOutput },
  settleBalances: { input: settleBalancesInput, output: settleBalancesOutput },
  personBalance: { input: personBalanceInput, output: personBalanceOutput },
  spendStatement: { input: spendStatementInput, output: spendStatementOutput },
  spendPeople: { input: spendPeopleInput, output: spendPeopleOutput },
  requestAdvance: { input: requestAdvanceInput, output: advanceOutput },
  cancelAdvance: { input: cancelAdvanceInput, output: advanceOutput },
  decideAdvance: { input: decideAdvanceInput, output: advanceOutput },
  payAdvance: { input: payAdvanceInput, output: advanceOutput },
  giveAdvance: { input: giveAdvanceInput, output: advanceOutput },
  returnAdvance: { input: returnAdvanceInput, output: advanceOutput },
  carryAdvance: { input: carryAdvanceInput, output: advanceOutput },
  myAdvances: { input: myAdvancesInput, output: myAdvancesOutput },
  listAdvances: { input: listAdvancesInput, output: listAdvancesOutput },
} as const;

export type CallableName = keyof typeof contracts;
export type CallableInput<N extends CallableName> = z.input<(typeof contracts)[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<(typeof contracts)[N]['output']>;
