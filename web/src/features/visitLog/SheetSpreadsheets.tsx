import type { VisitSheetStateOutput } from '@domain/api/visitSheetState';

/**
 * The spreadsheet Field Tracker created for a kind's rows once the one before filled up, which only its
 * service account can open until an admin shares it, and the spreadsheets rows went to before.
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
          {tab ? `, tab ‘${tab}’` : ''}. Field Tracker created it, so only its service account can open it
          until an admin shares it: open the link as the project&apos;s owner and use Share.
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
