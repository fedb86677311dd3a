import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { describe } from 'vitest';
import { RtdbStore } from '../../src/adapters/store/rtdbStore.js';
import { describeStoreContract } from './storeContract.js';

const PROJECT_ID = 'demo-field-tracker';
const emulatorHost = process.env.FIREBASE_DATABASE_EMULATOR_HOST;

if (!emulatorHost) {
  console.warn(
    'RTDB contract skipped: FIREBASE_DATABASE_EMULATOR_HOST is not set (the Realtime Database emulator needs Java 21 and a download this machine cannot do)',
  );
}

(emulatorHost ? describe : describe.skip)('RtdbStore', () => {
  describeStoreContract('RtdbStore (Realtime Database emulator)', async () => {
    const app = initializeApp(
      { projectId: PROJECT_ID, databaseURL: `http://${emulatorHost}/?ns=${PROJECT_ID}` },
      `rtdb-store-test-${randomUUID()}`,
    );
    const db = getDatabase(app);
    await db.ref().remove();
    return {
      store: new RtdbStore(db),
      cleanup: async () => {
        await db.ref().remove();
        await deleteApp(app);
      },
    };
  });
});
