/** The browser storage keys that belong to one account: what sign-out removes (forgetAccount). */
export const accountKeys = {
  /** The roles of the last token read online (session.ts). */
  roles: (uid: string) => `field-tracker:roles:${uid}`,
  /** When the person last saw their spends' decisions (spendDecisions.ts). */
  decisionsSeen: (uid: string) => `spendDecisionsSeen:${uid}`,
  /** Whether a visit may take its one location reading (features/visits/location). */
  locationConsent: (uid: string) => `field-tracker:visit-location:${uid}`,
  /** Today's Plan today: its start and the rep's order (features/followUps/plan). */
  dayPlan: (uid: string) => `field-tracker:day-plan:${uid}`,
  /** The day the morning summary last showed on this phone (components/MorningSummary.tsx). */
  morningSummaryShown: (uid: string) => `field-tracker:morning-summary:${uid}`,
} as const;
