/** The builders of money figures' paths (services/ledger/figurePaths.ts) and the book's own days. */
const figurePath =
  '/^(balancePath|personDaysPath|personTotalsPath|totalsRoot|totalsDaysPath|totalsMonthsPath|totalsUndatedPath|totalsProblemsPath|settlementAmountPath|ledgerDaysPath|advanceOpenPath)$/';
const figurePathCall = `CallExpression[callee.name=${figurePath}]`;
const figureRoot =
  '/^(SPEND_BALANCES_PATH|SPEND_PERSON_DAYS_PATH|SPEND_PERSON_TOTALS_PATH|LEDGER_DAYS_PATH|LEDGER_POSTINGS_PATH|ADVANCE_OPEN_PATH)$/';
const figureRootName = `Identifier[name=${figureRoot}]`;
const storeWrite = 'CallExpression[callee.property.name=/^(set|update|transaction|remove)$/]';
const figureWriteSelectors = [figurePathCall, figureRootName].flatMap((path) => [
  // { [`${balancePath(uid)}/claimed`]: ... }
  `Property[computed=true] > .key ${path}`,
  `Property[computed=true] > ${path}.key`,
  // writes[`${totalsDaysPath(side)}/...`] = ...
  `AssignmentExpression > MemberExpression.left[computed=true] ${path}`,
  // store.set(balancePath(uid), ...), store.transaction(`${...}`, ...)
  `${storeWrite} > ${path}.arguments:first-child`,
  `${storeWrite} > TemplateLiteral.arguments:first-child ${path}`,
]);

/**
 * `no-restricted-syntax` refusing a write of a money figure: outside services/ledger/ (decision 034)
 * a figure's path may be read, never written.
 */
export const figureWriteRule = [
  'error',
  ...figureWriteSelectors.map((selector) => ({
    selector,
    message: 'Only services/ledger/ writes a money figure: book the event through services/ledger/book.ts.',
  })),
];
