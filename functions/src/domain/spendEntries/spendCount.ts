/** A count of spends in words: '1 spend', '2 spends' (every screen, file and message says it so). */
export const spendCount = (count: number): string => `${String(count)} spend${count === 1 ? '' : 's'}`;
