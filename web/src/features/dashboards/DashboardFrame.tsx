import type { ReactNode } from 'react';
import { orgTimeFormat } from '@domain/time/orgTime';
import { dashboardText } from './dashboardText';
import { ProfileMenu } from '../../components/ProfileMenu';
import { useLargeScreen } from './useLargeScreen';
import '../../components/adminScreen.css';
import './dashboards.css';

interface DashboardFrameProps {
  title: string;
  /** When the figures on screen were fetched (0: not yet). */
  updatedAt: number;
  /** Left of the title: Go Back on the per-place screens. */
  lead?: ReactNode;
  /** What a phone still offers under the large-screen message (Review works on a phone). */
  smallScreenMenu?: ReactNode;
  children: ReactNode;
}

/** 15:04:05, the organisation's clock. */
const clock = orgTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The frame of every dashboard screen: title, last update, avatar menu; a message on small screens. */
export function DashboardFrame({ title, updatedAt, lead, smallScreenMenu, children }: DashboardFrameProps) {
  const large = useLargeScreen();
  return (
    <section className="dashboard">
      <header className="dashboard__header">
        {lead}
        <h1 className="dashboard__title">{title}</h1>
        {large && updatedAt > 0 && (
          <p className="dashboard__updated" aria-live="polite">
            Updated {clock.format(updatedAt)}
          </p>
        )}
        <ProfileMenu area="dashboard" />
      </header>
      {large ? (
        children
      ) : (
        <>
          <p className="centered-message">{dashboardText.smallScreen}</p>
          {smallScreenMenu && <nav aria-label="Dashboards menu">{smallScreenMenu}</nav>}
        </>
      )}
    </section>
  );
}
