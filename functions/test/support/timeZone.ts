/**
 * Puts the process's time zone back as it was: assigning `undefined` to `process.env.TZ` would set
 * the text 'undefined' (an unknown zone, read as UTC) for every later file sharing the worker.
 */
export function restoreTimeZone(zone: string | undefined): void {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
}
