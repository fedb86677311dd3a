import { splitPaise } from '../spend/split.js';

/**
 * The approved spent amount of each place when an entry is approved for less than it claims, in whole
 * paise. The places' claimed shares are `splitPaise(claimed, n)` (as the save split them); the reduction
 * (claimed - approved) is split by the same rule and taken off share by share. Both splits give their
 * leftover paise to the first places, so no share goes below zero and the shares add up to the approved
 * amount exactly.
 */
export function splitReducedPaise(claimedPaise: number, approvedPaise: number, parts: number): number[] {
  if (!Number.isSafeInteger(approvedPaise) || approvedPaise < 0 || approvedPaise > claimedPaise) {
    throw new RangeError(`splitReducedPaise: ${approvedPaise} is not within 0..${claimedPaise} paise`);
  }
  const claimed = splitPaise(claimedPaise, parts);
  const reduction = splitPaise(claimedPaise - approvedPaise, parts);
  return claimed.map((share, index) => share - (reduction[index] ?? 0));
}
