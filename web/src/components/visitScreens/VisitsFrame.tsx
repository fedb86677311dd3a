import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { VisitKind } from '@domain/visitCodes';
import { DashboardLink } from '../DashboardLink';
import { ProfileMenu } from '../ProfileMenu';
import { rangeFromParams, rangeSearch } from '../../lib/dateRange';
import { visitScreens } from './visitScreens';
import '../adminScreen.css';
import './visitScreens.css';

/**
 * The frame of the visit screens: the way back to the dashboard, the title, the avatar menu, and the
 * switch between the log, the pipeline and the exceptions. Unlike the spend dashboards, they work on a phone too.
 */
export function VisitsFrame({
  kind,
  title,
  children,
}: {
  kind: VisitKind;
  title: string;
  children: ReactNode;
}) {
  const screens = visitScreens[kind];
  const range = rangeSearch(rangeFromParams(new URLSearchParams(useLocation().search)));
  return (
    <section className="dashboard visits">
      <header className="dashboard__header visits__header">
        <DashboardLink side={kind} search={range} />
        <h1 className="dashboard__title">{title}</h1>
        <ProfileMenu area="dashboard" />
      </header>
      <nav className="visits__views" aria-label="Visit views">
        <NavLink className="visits__view" to={`${screens.log}${range}`} end>
          Log
        </NavLink>
        <NavLink className="visits__view" to={screens.pipeline} end>
          Pipeline
        </NavLink>
        <NavLink className="visits__view" to={`${screens.exceptions}${range}`} end>
          Exceptions
        </NavLink>
      </nav>
      {children}
    </section>
  );
}
