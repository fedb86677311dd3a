import { useEffect, useId, useState } from 'react';
import type { ReminderState } from '../../../lib/pushDevice';
import { reminderText } from './reminderText';
import './reminder.css';

const loadDevice = () => import('../../../lib/pushDevice');

/**
 * 'Remind me each morning' on Due: the browser asks for notifications only on that tap. It says why
 * when the reminder cannot work here (blocked, an iPhone's Safari tab, no Push API).
 */
export function MorningReminder() {
  const [state, setState] = useState<ReminderState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  useEffect(() => {
    let live = true;
    void loadDevice()
      .then(({ readReminderState }) => readReminderState())
      .then(
        (found) => {
          if (live) setState(found);
        },
        (error: unknown) => {
          console.warn('The morning reminder could not be read', error);
          if (live) setState('unsupported');
        },
      );
    return () => {
      live = false;
    };
  }, []);
  if (state === null) return null;
  const change = async (work: () => Promise<ReminderState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await work());
    } catch (error) {
      console.warn('The morning reminder could not be changed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () => change(async () => (await loadDevice()).turnOnReminders());
  const turnOff = () =>
    change(async () => {
      await (await loadDevice()).turnOffReminders();
      return 'off';
    });
  return (
    <section className="morning-reminder" aria-labelledby={headingId} data-state={state}>
      <h2 id={headingId} className="morning-reminder__heading">
        {reminderText.heading}
      </h2>
      <p className="morning-reminder__state" role="status">
        {reminderText.states[state]}
      </p>
      {failed && <p className="morning-reminder__failed">{reminderText.failed}</p>}
      {state === 'off' && (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void turnOn()}
        >
          {busy ? reminderText.turningOn : reminderText.turnOn}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className="button" disabled={busy} onClick={() => void turnOff()}>
          {reminderText.turnOff}
        </button>
      )}
    </section>
  );
}
