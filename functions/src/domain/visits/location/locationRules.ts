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
  /**
   * How close two readings must be to agree on where a place is (issue 47): a pin is proposed only when
   * two good readings, from two days or two people, lie within this many metres of each other.
   */
  agreeWithin: 100,
  /**
   * How far apart, by when the visits were made, one person's two readings must be to agree on a place
   * on their own: a rep who came back the next day, not one visit either side of midnight.
   */
  samePersonApartMs: 12 * 3_600_000,
  /**
   * How far after the server's clock a reading's time may be before the phone's clock is taken to be
   * ahead (a reading dated 2100): such a reading never becomes the person's last fix.
   */
  clockAheadMs: 5 * 60_000,
} as const;
