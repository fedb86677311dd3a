import { useId } from 'react';
import type { VisitKind } from '@domain/visitCodes';
import { sortChoices, stagesOf, type PipelineView } from './pipelineView';
import { StaffSelect } from '../../components/StaffSelect';
import { OverdueOnly } from './OverdueOnly';

interface PipelineFiltersProps {
  kind: VisitKind;
  view: PipelineView;
  staff: readonly { uid: string; label: string }[];
  onChange: (change: Partial<PipelineView>) => void;
}

/** Order, stage, who visited last and overdue follow-ups: all applied on the phone to the one list the server sends. */
export function PipelineFilters({ kind, view, staff, onChange }: PipelineFiltersProps) {
  const ids = { sort: useId(), stage: useId() };
  const stage = kind === 'sales' ? 'Visit Phase' : 'Stage';
  return (
    <div className="dashboard__toolbar visits__filters">
      <div className="visits__field">
        <label htmlFor={ids.sort}>Sort by</label>
        <select
          id={ids.sort}
          value={view.sort}
          onChange={(event) => {
            onChange({ sort: event.target.value as PipelineView['sort'] });
          }}
        >
          {sortChoices(kind).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="visits__field">
        <label htmlFor={ids.stage}>{stage}</label>
        <select
          id={ids.stage}
          value={view.stage}
          onChange={(event) => {
            onChange({ stage: event.target.value });
          }}
        >
          <option value="">{kind === 'sales' ? 'Every phase' : 'Every stage'}</option>
          {stagesOf(kind).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      <StaffSelect
        className="visits__field"
        label="Last visited by"
        value={view.staff}
        staff={staff}
        onChange={(uid) => {
          onChange({ staff: uid });
        }}
      />
      <OverdueOnly
        checked={view.overdue === '1'}
        onChange={(checked) => {
          onChange({ overdue: checked ? '1' : '' });
        }}
      />
    </div>
  );
}
