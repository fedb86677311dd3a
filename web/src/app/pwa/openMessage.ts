/** What the service worker posts to an open window to show a notification's screen (pushWorker.ts). */
export const OPEN_MESSAGE = 'field-tracker:open';

export interface OpenMessage {
  kind: typeof OPEN_MESSAGE;
  path: string;
}

export function isOpenMessage(data: unknown): data is OpenMessage {
  const message = data as Partial<OpenMessage> | null;
  return message?.kind === OPEN_MESSAGE && typeof message.path === 'string' && message.path.startsWith('/');
}
