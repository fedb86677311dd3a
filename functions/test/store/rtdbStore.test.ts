import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { afterAll } from 'vitest';
import { RtdbStore } from '../../src/adapters/store/rtdbStore.js';
import { startRtdbDouble } from '../support/rtdbDouble.js';
import { describeStoreContract } from './storeContract.js';

const PROJECT_ID = 'demo-field-tracker';
const googleEmulator = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
const double = googleEmulator ? undefined : await startRtdbDouble();
const host = googleEmulator ?? double?.host ?? '';
// firebase-admin talks to an emulator host without credentials only when this is set.
process.env.FIREBASE_DATABASE_EMULATOR_HOST = host;

afterAll(async () => {
  await double?.stop();
});

describeStoreContract(
  googleEmulator
    ? `RtdbStore (Realtime Database emulator at ${googleEmulator})`
    : 'RtdbStore (firebase-server wire-protocol double)',
  async () => {
    const app = initializeApp(
      { projectId: PROJECT_ID, databaseURL: `http://${host}/?ns=${PROJECT_ID}` },
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
  },
);
