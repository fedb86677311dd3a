import { paiseText } from '@domain/settlements/balances';

/** The words of the person's own advances on My spends and of the Spent dialog's proposal. */
export const myAdvanceText = {
  title: 'Your advances',
  ask: 'Ask for an advance',
  askTitle: 'Ask for an advance',
  send: 'Ask',
  loading: 'Loading your advances...',
  loadFailed: 'Your advances could not be loaded.',
  offlineCopy: 'Shown as last loaded: you are offline.',
  empty: 'No advances yet.',
  held: (paise: number) => `Advances with you: ${paiseText(paise)}`,
  cancel: 'Cancel request',
  cancelQuestion: 'Cancel this advance request?',
  keep: 'Keep it',
  cancelled: 'Cancellation sent.',
  cancelKept: 'Cancellation kept on this phone: it is sent when you are online.',
  pendingCancel: 'Cancellation waiting to be sent',
  asked: 'Advance request sent.',
  summary: (amount: string) => `Advance request · ${amount}`,
  cancelSummary: (amount: string) => `Cancel advance request · ${amount}`,
  waitingRequest: (amount: string) => `Advance request of ${amount} waiting to be sent`,
  proposal: (paise: number) => `Advance with you: ${paiseText(paise)}`,
  useProposal: 'Use as Allocated',
  placesHint: 'Places from your Due list, or type one and press Add place.',
  addPlace: 'Add place',
  removePlace: (place: string) => `Remove ${place}`,
} as const;
