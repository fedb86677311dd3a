import type { ReminderState } from '../../../lib/pushDevice';

/** The words of 'Remind me each morning' on Due, for each state of this device. */
export const reminderText = {
  heading: 'Morning reminder',
  turnOn: 'Remind me each morning',
  turnOff: 'Turn off',
  turningOn: 'Turning on...',
  failed: 'Could not turn the reminder on. Check the signal and try again.',
  states: {
    off: "At 08:30 each morning this phone shows what is due: 'Remind me each morning' asks to allow notifications.",
    on: 'On: at 08:30 each morning this phone shows what is overdue, due today and refused.',
    blocked:
      "Notifications are blocked for this app, so the reminder cannot show. Allow them in the browser's site settings (the lock or ⓘ beside the address > Notifications > Allow), or on an installed app in the phone's Settings > Apps > Field Tracker > Notifications, then open Due again.",
    needsInstall:
      'On iPhone the morning reminder works once the app is added to the Home Screen: Share > Add to Home Screen, then open it from its icon and come back here.',
    unsupported:
      'This browser cannot show a morning reminder. The first time you open the app each day, it shows what is due.',
  } satisfies Record<ReminderState, string>,
} as const;
