import type { VisitItem } from '@domain/api/visitItem';
import { checkText } from '../../lib/visitCheckText';
import { fieldLabel, sheetStateText, submitterText, valueText, visitTimeText } from '../../lib/visitText';

const amountFields = new Set(['perStudentRate', 'totalContractValue']);

function pairsOf(visit: VisitItem): [string, string][] {
  const { lastError } = visit.sheet;
  return [
    ['Code', visit.code],
    ['Visited', visitTimeText(visit.visitedAt)],
    ['Submitted', `${visitTimeText(visit.createdAt)} by ${submitterText(visit)}`],
    ...Object.entries(visit.fields).map(([name, value]): [string, string] => [
      fieldLabel(name),
      valueText(value, { amount: amountFields.has(name) }),
    ]),
    ...(visit.check ? [['Location', checkText(visit.check)] as [string, string]] : []),
    ['Sheet', `${sheetStateText[visit.sheet.state]}${lastError ? `: ${lastError}` : ''}`],
  ];
}

/** Every filled field of one visit, with who submitted it, where (its check in words) and how its sheet copy is doing. */
export function VisitFields({ visit }: { visit: VisitItem }) {
  return (
    <dl className="visit-fields">
      {pairsOf(visit).map(([label, text]) => (
        <div key={label} className="visit-fields__pair">
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
