import { sendCall } from '../lib/submission/callSender';
import { outbox, type Sender } from '../lib/submission/outbox';
import { outboxDb } from '../lib/submission/outboxDb';

/** The outbox as the app runs it, for `owner`, starting empty; `upload` sends photos. */
export async function startTestOutbox(owner = 'user-1', upload?: Sender): Promise<void> {
  await outbox.setOwner(null);
  const db = await outboxDb();
  await db.clear('entries');
  await db.clear('kv');
  outbox.registerSender('call', sendCall);
  if (upload) outbox.registerSender('upload', upload);
  await outbox.setOwner(owner);
}
