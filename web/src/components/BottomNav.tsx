import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { timings } from '@domain/constants';
import type { AdminArea } from '@domain/signIn';
import { NavIcon } from './NavIcon';
import './BottomNav.css';
import { dashboardPaths, filePaths, paths } from '../config/paths';
import { useReportCounts, type ReportCounts } from '../lib/reportBadge';

interface BottomNavProps {
  /** The stored admin area (sessionStorage selectedOption); read on every render. */
  readSelectedOption: () => string | null;
  /** Whether someone is signed in; the shell passes a lazy check so it stays free of Firebase. */
  isSignedIn: () => Promise<boolean>;
}

const reportEnabledOn: readonly string[] = [paths.sales, paths.placement];
const homePaths: readonly string[] = [paths.landing, paths.home];
const dashPaths: readonly string[] = [paths.dashLogin, ...dashboardPaths];

/** The files item: its label follows the chosen admin area; Bills and Media lead to /media, Docs to /docs. */
function filesItem(option: string | null): { label: 'Bills' | 'Docs' | 'Media'; to: string } {
  if (option === ('bills' satisfies AdminArea)) return { label: 'Bills', to: paths.media };
  if (option === ('placementDocs' satisfies AdminArea)) return { label: 'Docs', to: paths.docs };
  return { label: 'Media', to: paths.media };
}

/** What the Report badge says to a screen reader: ', 2 refused, 3 due' (what each number counts). */
function badgeText({ refused, due }: ReportCounts): string {
  const parts = [refused > 0 ? `${String(refused)} refused` : '', due > 0 ? `${String(due)} due` : ''];
  return parts
    .filter(Boolean)
    .map((part) => `, ${part}`)
    .join('');
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The Report item: a link on the sales and placement screens (with the refused and due count); elsewhere
 * a button that says 'Not Clickable' for a moment.
 */
function ReportItem({ enabled, current }: { enabled: boolean; current: 'page' | undefined }) {
  const [flashing, setFlashing] = useState(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tooltipId = useId();
  const counts = useReportCounts();
  const badge = counts.refused + counts.due;

  useEffect(
    () => () => {
      clearTimeout(flashTimer.current);
    },
    [],
  );

  function flashNotClickable() {
    setFlashing(true);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => {
      setFlashing(false);
    }, timings.notClickableFlashMs);
  }

  return enabled ? (
    <Link className="bottom-nav__item" to={paths.report}>
      <NavIcon name="report" />
      Report
      {badge > 0 && (
        <span className="bottom-nav__badge">
          <span aria-hidden="true">{badge}</span>
          <span className="visually-hidden">{badgeText(counts)}</span>
        </span>
      )}
    </Link>
  ) : (
    <span className="bottom-nav__slot">
      <button
        type="button"
        className={flashing ? 'bottom-nav__item bottom-nav__item--flash' : 'bottom-nav__item'}
        aria-current={current}
        aria-disabled="true"
        aria-describedby={flashing ? tooltipId : undefined}
        onClick={flashNotClickable}
      >
        <NavIcon name="report" />
        Report
      </button>
      {flashing && (
        <span id={tooltipId} role="tooltip" className="bottom-nav__tooltip">
          Not Clickable
        </span>
      )}
    </span>
  );
}

export function BottomNav({ readSelectedOption, isSignedIn }: BottomNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const files = filesItem(readSelectedOption());

  const current = (list: readonly string[]) => (list.includes(pathname) ? 'page' : undefined);

  async function openFiles(event: MouseEvent) {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    setOpening(true);
    try {
      await navigate((await isSignedIn()) ? files.to : paths.adminLogin);
    } finally {
      setOpening(false);
    }
  }

  return (
    <nav className="bottom-nav" aria-label="Main">
      <Link className="bottom-nav__item" to={paths.landing} aria-current={current(homePaths)}>
        <NavIcon name="home" />
        Home
      </Link>
      <ReportItem enabled={reportEnabledOn.includes(pathname)} current={current([paths.report])} />
      <a
        className="bottom-nav__item"
        href={files.to}
        aria-current={current(filePaths)}
        aria-busy={opening}
        onClick={(event) => void openFiles(event)}
      >
        <NavIcon name="files" />
        {files.label}
      </a>
      <Link className="bottom-nav__item" to={paths.dashLogin} aria-current={current(dashPaths)}>
        <NavIcon name="dash" />
        Dash
      </Link>
    </nav>
  );
}
