/**
 * The offset a second stack (the bench's, beside `npm test` or `npm start`) moves every port by. Each
 * moved port must miss every port of the first stack: 100 put the second hub (4400 + 100) on the first
 * stack's logging port, 4500, and the second stack never started.
 */
export const SIDE_BY_SIDE_OFFSET = 1000;

/** Ports the emulators take by themselves, with no entry in firebase.json (Eventarc, Cloud Tasks). */
export const EMULATOR_OWN_PORTS = [9299, 9499] as const;
