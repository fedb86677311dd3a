import { randomBytes } from 'node:crypto';

/** The Firebase push id alphabet, in ASCII order so that ids sort like their timestamps. */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const TIME_CHARS = 8;
const RANDOM_CHARS = 12;
const MAX_TIME = 64 ** TIME_CHARS - 1;

let lastTime = -1;
let lastRandom: number[] = [];

function freshRandom(): number[] {
  // 256 is a multiple of 64, so masking each byte keeps every 6-bit digit uniform (12 x 6 = 72 bits).
  return Array.from(randomBytes(RANDOM_CHARS), (byte) => byte & 63);
}

/** Adds one to the random digits; false when they were all at their maximum. */
function incrementRandom(digits: number[]): boolean {
  for (let i = digits.length - 1; i >= 0; i--) {
    const digit = digits[i] ?? 0;
    if (digit < 63) {
      digits[i] = digit + 1;
      return true;
    }
    digits[i] = 0;
  }
  return false;
}

function encode(time: number, random: readonly number[]): string {
  let timePart = '';
  let rest = time;
  for (let i = 0; i < TIME_CHARS; i++) {
    timePart = PUSH_CHARS.charAt(rest % 64) + timePart;
    rest = Math.floor(rest / 64);
  }
  return timePart + random.map((digit) => PUSH_CHARS.charAt(digit)).join('');
}

/**
 * A 20-character Firebase-style push id: 8 characters of millisecond timestamp, then 72 random bits.
 * Ids from one process are strictly increasing: within one millisecond (or if the clock, or `now`,
 * goes backwards) the previous random part is incremented instead of drawn afresh.
 */
export function newPushId(now: number = Date.now()): string {
  if (!Number.isFinite(now) || now < 0 || now > MAX_TIME) {
    throw new Error(`newPushId: invalid timestamp ${now}`);
  }
  let time = Math.floor(now);
  if (time <= lastTime) {
    time = lastTime;
    if (!incrementRandom(lastRandom)) {
      time += 1;
      lastRandom = freshRandom();
    }
  } else {
    lastRandom = freshRandom();
  }
  lastTime = time;
  return encode(time, lastRandom);
}
