import { rupeeText } from '@domain/spendEntries/rupees';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PinChange } from '@domain/api/setPlacePin';
import { checkText } from '../../lib/visitCheckText';
import { useSetPlacePin } from './api/setPlacePin';
import type { PinOutcome } from './PinOutcome';
import { PlacePin } from './PlacePin';
import type { PlacePageOutput } from '@domain/api/placePage';
import { personName } from '@domain/people/personName';
import type { VisitKind } from '@domain/visitCodes';
import { placeWords } from '@domain/spend/sides';
import { DataTable } from '../../components/DataTable';
import { usePlacePage } from './api/placePage';
import { PlaceFollowUps } from './PlaceFollowUps';
import { placeSpendColumns } from './placeSpendColumns';
import {
  fieldLabel,
  fieldText,
  submitterText,
  valueText,
  visitDateText,
  visitTimeText,
} from '../../lib/visitText';
import { VisitsFrame } from '../../components/visitScreens/VisitsFrame';
import './places.css';

const amountFields = new Set(['perStudentRate', 'totalContractValue']);

function Summary({ kind, page }: { kind: VisitKind; page: PlacePageOutput }) {
  const latest = Object.entries(page.latest);
  const pairs: [string, string][] = [
    ['Visits logged', String(page.total)],
    ...(page.firstAt === null ? [] : [['First visit', visitTimeText(page.firstAt)] as [string, string]]),
    ...(page.lastAt === null ? [] : [['Last visit', visitTimeText(page.lastAt)] as [string, string]]),
    ...(page.lastBy ? [['Last visited by', page.lastBy.label] as [string, string]] : []),
    ...latest.map(([name, value]): [string, string] => [
      fieldLabel(name),
      valueText(value, { amount: amountFields.has(name) }),
    ]),
  ];
  return (
    <section className="place__section" aria-labelledby="place-summary">
      <h2 id="place-summary">{kind === 'sales' ? 'Latest phase' : 'Hiring status'}</h2>
      {page.total === 0 && <p className="visits__empty">No visits logged yet.</p>}
      <dl className="visit-fields">
        {pairs.map(([label, text]) => (
          <div key={label} className="visit-fields__pair">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Timeline({
  kind,
  page,
  onUseReading,
  saving,
}: {
  kind: VisitKind;
  page: PlacePageOutput;
  onUseReading: (visitId: string) => void;
  saving: boolean;
}) {
  const newestFirst = [...page.visits].reverse();
  return (
    <section className="place__section" aria-labelledby="place-visits">
      <h2 id="place-visits">
        Visits ({page.total}
        {page.total > page.visits.length ? `, latest ${String(page.visits.length)} shown` : ''})
      </h2>
      {page.visits.length === 0 ? (
        <p className="visits__empty">No visits logged yet.</p>
      ) : (
        <ol className="place__timeline">
          {newestFirst.map((visit) => (
            <li key={visit.id} className="place__visit">
              <p className="place__visit-head">
                <strong>{visitDateText(visit)}</strong> <span>{visit.code}</span>{' '}
                <span>by {submitterText(visit)}</span>
              </p>
              <p>
                {kind === 'sales'
                  ? fieldText(visit, 'visitPhase') || 'No phase'
                  : `Pitched ${fieldText(visit, 'pitched') || '-'}, JD ${fieldText(visit, 'jdReceived') || '-'}`}
              </p>
              {fieldText(visit, 'remarks') && <p className="place__remarks">{fieldText(visit, 'remarks')}</p>}
              {visit.check && <p>Location: {checkText(visit.check)}</p>}
              {visit.reading && (
                <button
                  type="button"
                  className="button"
                  disabled={saving}
                  aria-label={`Use the reading of visit ${visit.code} as the pin`}
                  onClick={() => {
                    onUseReading(visit.id);
                  }}
                >
                  Use this visit’s reading
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Spend({ kind, page }: { kind: VisitKind; page: PlacePageOutput }) {
  const { spend } = page;
  return (
    <section className="place__section" aria-labelledby="place-spend">
      <h2 id="place-spend">Spend</h2>
      {spend.count === 0 ? (
        <p className="visits__empty">No spend recorded at this {placeWords[kind].noun}.</p>
      ) : (
        <div className="place__scroll">
          <DataTable
            className="visit-table"
            caption="Spend per person, claimed and approved"
            captionHidden
            columns={placeSpendColumns}
            rows={spend.people}
            rowKey={(person) => person.uid}
            footer={
              <tr>
                <th scope="row">All</th>
                <td>{rupeeText(spend.claimed)}</td>
                <td>{rupeeText(spend.approved)}</td>
                <td>{spend.count}</td>
              </tr>
            }
          />
        </div>
      )}
    </section>
  );
}

function Bills({ page }: { page: PlacePageOutput }) {
  return (
    <section className="place__section" aria-labelledby="place-bills">
      <h2 id="place-bills">Bills ({page.bills.length})</h2>
      {page.bills.length === 0 ? (
        <p className="visits__empty">No bills on these spends.</p>
      ) : (
        <ul className="place__bills">
          {page.bills.map((bill) => {
            const who = personName(bill.owner);
            return (
              <li key={`${bill.entryId}-${bill.id}`}>
                {bill.exists ? (
                  <a href={bill.url} target="_blank" rel="noreferrer">
                    <img src={bill.thumbnailUrl} alt={`Bill ${bill.fileName} by ${who}, ${bill.day}`} />
                  </a>
                ) : (
                  <span className="place__bill-gone">Deleted</span>
                )}
                <span>
                  {bill.day}, {who}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The page's sections; the pin's changes (its own section, and a visit's 'use this reading') share one call. */
function PlaceBody({ kind, page }: { kind: VisitKind; page: PlacePageOutput }) {
  const setPin = useSetPlacePin(kind, page.key);
  const [outcome, setOutcome] = useState<PinOutcome>(null);
  const change = (pinChange: PinChange) => {
    setOutcome(null);
    setPin.mutate(pinChange, {
      onSuccess: ({ recomputed }) => {
        setOutcome({ change: pinChange.kind, recomputed });
      },
      onError: (error) => {
        setOutcome({ error: error.message });
      },
    });
  };
  return (
    <div className="place">
      <Summary kind={kind} page={page} />
      <PlacePin
        page={page}
        saving={setPin.isPending}
        outcome={outcome}
        onChange={change}
        onOutcome={setOutcome}
      />
      <PlaceFollowUps followUps={page.followUps} />
      <Spend kind={kind} page={page} />
      <Timeline
        kind={kind}
        page={page}
        saving={setPin.isPending}
        onUseReading={(visitId) => {
          change({ kind: 'useVisit', visitId });
        }}
      />
      <Bills page={page} />
    </div>
  );
}

/**
 * /salesplace and /placementplace?name=: one college or company on one page, found by any spelling of
 * its name: its latest phase or hiring status, its open follow-ups, every visit as a timeline, its spend per person
 * (claimed and approved) and its bills.
 */
export function PlacePage({ kind }: { kind: VisitKind }) {
  const [params] = useSearchParams();
  const name = (params.get('name') ?? '').trim();
  const page = usePlacePage({ kind, name }, name !== '');
  const word = placeWords[kind].Noun;
  return (
    <VisitsFrame kind={kind} title={page.data?.name ?? (name || word)}>
      {name === '' && (
        <p className="visits__empty">
          No {word.toLowerCase()} named: open one from the pipeline or the visit log.
        </p>
      )}
      {name !== '' && page.isPending && <p aria-busy="true">Loading the {word.toLowerCase()}...</p>}
      {page.isError && (
        <div role="alert" className="visits__problem">
          <p>Could not load this {word.toLowerCase()}.</p>
          <button type="button" className="button" onClick={() => void page.refetch()}>
            Retry
          </button>
        </div>
      )}
      {page.data && <PlaceBody kind={kind} page={page.data} />}
    </VisitsFrame>
  );
}
