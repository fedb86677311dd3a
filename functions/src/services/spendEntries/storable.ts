/** A value as the Store keeps it: no `undefined` anywhere (the Realtime Database refuses those). */
export function storable<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
