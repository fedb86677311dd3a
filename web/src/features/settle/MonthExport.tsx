import { useState } from 'react';
import type { ExportFormat } from '@domain/ledger/export/exportFormats';
import { exportFormatText, exportFormats } from '@domain/ledger/export/exportFormats';
import { monthText, previousMonth } from '@domain/ledger/monthClose';
import { saveBlob } from '../../lib/saveBlob';
import { exportMonth } from './api/settle';
import { settleText } from './settleText';

/** The closed months offered: the last one closed and the eleven before it. */
function closedMonths(through: string): string[] {
  const months = [through];
  while (months.length < 12) months.push(previousMonth(months.at(-1) ?? through));
  return months;
}

/**
 * A closed month for the accountant: its postings as a Tally Prime XML import (its vouchers, and the
 * ledger masters they use, imported first) or a CSV journal, made
 * by the server from the ledger, downloaded as a file. Only a closed month is offered (it never
 * changes, so the same file comes down each time).
 */
export function MonthExport({ closedThrough }: { closedThrough: string }) {
  const [month, setMonth] = useState(closedThrough);
  const [state, setState] = useState<{ busy: ExportFormat | null; done: string; error: string | null }>({
    busy: null,
    done: '',
    error: null,
  });
  const download = async (format: ExportFormat) => {
    setState({ busy: format, done: '', error: null });
    try {
      const file = await exportMonth(month, format);
      saveBlob(new Blob([file.content], { type: file.contentType }), file.fileName);
      const done =
        file.ledgers === undefined
          ? settleText.exported(file.fileName, file.vouchers)
          : settleText.exportedMasters(file.fileName, file.ledgers);
      setState({ busy: null, done, error: null });
    } catch (error) {
      setState({ busy: null, done: '', error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <section className="settle__export" aria-labelledby="settle-export-title">
      <h2 id="settle-export-title" className="settle__export-title">
        {settleText.exportTitle}
      </h2>
      <div className="field settle__export-month">
        <label className="field__label" htmlFor="settle-export-month">
          {settleText.exportMonth}
        </label>
        <select
          id="settle-export-month"
          className="field__input"
          value={month}
          disabled={state.busy !== null}
          onChange={(event) => {
            setMonth(event.target.value);
            setState({ busy: null, done: '', error: null });
          }}
        >
          {closedMonths(closedThrough).map((option) => (
            <option key={option} value={option}>
              {monthText(option)}
            </option>
          ))}
        </select>
      </div>
      {exportFormats.map((format) => (
        <button
          key={format}
          type="button"
          className="button"
          disabled={state.busy !== null}
          aria-busy={state.busy === format}
          onClick={() => void download(format)}
        >
          {state.busy === format
            ? settleText.preparing
            : `${settleText.download} ${exportFormatText[format]}`}
        </button>
      ))}
      <p role="status" className="settle__export-status">
        {state.done}
      </p>
      {state.error && (
        <p role="alert" className="form-message form-message--error">
          {state.error}
        </p>
      )}
    </section>
  );
}
