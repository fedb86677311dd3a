/**
 * The rules a visit's location is judged by (issue 35): a place's radius in metres (250 unless an admin
 * sets another, 25 to 5,000), the worst accuracy a reading may have to verify a visit or propose a pin,
 * the oldest a reading may be when the visit is sent, and the speed between two visits of one person
 * above which the later is flagged 'Too fast'.
 */
export const locationRules = {
  defaultRadius: 250,
  minRadius: 25,
  maxRadius: 5000,
  goodAccuracy: 100,
  maxReadingAge: 60_000,
  maxSpeedKmh: 80,
} as const;
