/** Plan today's own words. */
export const planText = {
  open: 'Plan today',
  opening: 'Opening the plan...',
  title: 'Plan today',
  stopsLabel: 'Today’s stops, in order',
  back: 'Back to the list',
  nothing: 'Nothing to plan today.',
  nothingPinned: 'Nothing to plan today: none of today’s places has a pin yet.',
  chooseStart: (count: number) =>
    `${String(count)} place${count === 1 ? '' : 's'} to visit today. Where does your day start?`,
  startHere: 'Start from here',
  startSaved: (label: string) => `Start from ${label}`,
  locating: 'Finding where you are...',
  fromHere: 'From where you were when you planned.',
  fromSaved: (label: string) => `From ${label}.`,
  noReading: {
    denied: 'This app may not use your location: allow it in the browser, or start from a saved start point.',
    other: 'Could not find where you are. Try again outdoors, or start from a saved start point.',
  },
  saveLabel: 'Name this start point',
  saveHere: 'Save here as my start point',
  saving: 'Saving...',
  saved: (label: string) => `Saved: your day starts from ${label} when you plan from it.`,
  clearSaved: (label: string) => `Clear the start point ${label}`,
  saveFailed: 'Could not change the start point: it needs signal. Please try again online.',
  km: (km: number) => `${km.toFixed(1)} km`,
  leg: (km: number, first: boolean) =>
    `${km.toFixed(1)} km straight-line ${first ? 'from the start' : 'from the stop before'}`,
  total: (count: number, km: number) =>
    `${String(count)} stop${count === 1 ? '' : 's'}, ${km.toFixed(1)} km straight-line in all`,
  straightLine: 'Distances are straight-line, not by road.',
  nextStop: (place: string) => `Next stop: ${place}`,
  recordVisit: (place: string) => `Record visit to ${place}`,
  moveUp: (place: string) => `Move ${place} up`,
  moveDown: (place: string) => `Move ${place} down`,
  handle: (place: string) => `Reorder ${place}: drag, or use the up and down arrow keys`,
  movedTo: (place: string, at: number, of: number) =>
    `${place} moved to stop ${String(at)} of ${String(of)}.`,
  noPin: (places: readonly string[]) => `No pin yet: ${places.join(', ')}`,
  noPinWhy: 'An admin sets a place’s pin; until then it is not in the plan.',
} as const;
