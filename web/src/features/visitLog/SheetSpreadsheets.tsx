import type { VisitSheetStateOutput } from '@domain/api/visitSheetState';

/** Drive's roles as its Share dialog names them. */
const roleNames = { reader: 'viewer', commenter: 'commenter', writer: 'editor' } as const;

/** Who the new spreadsheet was shared with, or why it was not, and what the admin does then. */
function sharingText({
  sharedWith,
  shareProblem,
}: NonNullable<VisitSheetStateOutput['spreadsheet']>): string {
  const shared = sharedWith.map(({ who, role }) => `${who} (${roleNames[role]})`).join(', ');
  if (!shareProblem)
    return `Field Tracker created it and shared it as the one before was shared: with ${shared}.`;
  const partly = shared ? ` It is shared with ${shared}.` : '';
  return `Field Tracker created it and could not share it as the one before was shared (${shareProblem}).${partly} Open the link as the project's owner and use Share.`;
}

/**
 * The spreadsheet Field Tracker created for a kind's rows once the one before filled up, who it shared
 * it with, and the spreadsheets rows went to before.
 */
export function SheetSpreadsheets({
  state: { tab, spreadsheet, earlierSpreadsheets },
}: {
  state: Pick<VisitSheetStateOutput, 'tab' | 'spreadsheet' | 'earlierSpreadsheets'>;
}) {
  return (
    <>
      {spreadsheet && (
        <p role="note">
          The first spreadsheet filled up: rows now go to the new spreadsheet{' '}
          <a href={spreadsheet.url} target="_blank" rel="noreferrer">
            ‘{spreadsheet.title}’
          </a>
          {tab ? `, tab ‘${tab}’` : ''}. {sharingText(spreadsheet)}
        </p>
      )}
      {earlierSpreadsheets && earlierSpreadsheets.length > 0 && (
        <ul aria-label="Earlier spreadsheets">
          {earlierSpreadsheets.map((earlier) => (
            <li key={earlier.until}>
              {earlier.url ? (
                <a href={earlier.url} target="_blank" rel="noreferrer">
                  ‘{earlier.title ?? earlier.url}’
                </a>
              ) : (
                (earlier.title ?? 'The configured spreadsheet')
              )}{' '}
              until {new Date(earlier.until).toLocaleDateString('en-IN')}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
