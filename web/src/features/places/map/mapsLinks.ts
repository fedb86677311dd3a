interface Point {
  latitude: number;
  longitude: number;
}

const fixed = (value: number) => value.toFixed(5);

/** Whether the browser runs on a phone or tablet whose map app a link can open. */
export function phoneOf(userAgent: string): 'ios' | 'android' | null {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return null;
}

/**
 * Where the place opens in the phone's own map app: Apple Maps on iOS (which does not open `geo:`),
 * a `geo:` URI elsewhere (Android hands it to the rep's chosen map app), labelled with the place.
 */
export function mapAppLink({ latitude, longitude }: Point, label: string, userAgent: string): string {
  const at = `${fixed(latitude)},${fixed(longitude)}`;
  if (phoneOf(userAgent) === 'ios') return `https://maps.apple.com/?ll=${at}&q=${encodeURIComponent(label)}`;
  return `geo:${at}?q=${at}(${encodeURIComponent(label)})`;
}

/** The same point on openstreetmap.org, which any browser opens (an admin at a desk). */
export function webMapLink({ latitude, longitude }: Point): string {
  const lat = fixed(latitude);
  const lon = fixed(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
