/** Texts of the outbox only the web shows (the shared ones are in outboxMessages.ts). */
export const submissionText = {
  requestReused: 'The app was updated since this was saved. Check it and send it again.',
  weakBanner: 'Connection is weak. Entries are kept on this phone.',
  sendNow: 'Send now',
  sending: 'Sending…',
  waitingInOutbox: 'Waiting for a connection: it is kept in the Outbox and sent when the connection is back.',
  /** An online phone still waiting for the server's answer: it is sending, never 'no connection'. */
  sendingKept: 'Sending… it is kept in the Outbox until the server answers',
  entryGone: 'This entry was discarded.',
  handedOver: 'Kept on this phone and being sent: the Outbox shows when it arrives.',
  announce: (summary: string, sent: boolean) => `${summary}: ${sent ? 'sent' : 'not sent, see the Outbox'}`,
  beforeFailed: (summary: string, why: string) =>
    `It waits for ${summary}, which was not sent${why ? `: ${why}` : '.'} Retry or discard that first, then this.`,
  notSent: (message: string) => `Not sent: ${message} It is kept in the Outbox to fix.`,
} as const;
