/** The visit screen's words about its one location reading. */
export const locationText = {
  consentTitle: 'Record where your visits are made?',
  consentBody: [
    'When you submit a visit, Field Tracker takes one location reading and sends it with the visit. Admins, and you, see whether the visit was made at the college or company: Verified, Far or Unverified.',
    'No location is taken at any other time, and a visit is always saved, with or without one.',
  ],
  allow: 'Allow',
  notNow: 'Not now',
  allowed: 'Each visit will take one location reading when you submit it.',
  declined: 'Visits will be saved without a location.',
  /** The visit's wait for the reading, after 3 s. */
  gettingLocation: 'Getting your location...',
  sendWithout: 'Send without it',
} as const;
