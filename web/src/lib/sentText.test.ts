import { describe, expect, it } from 'vitest';
import { sentText, withSentText } from './sentText';

const ist = (day: string, time: string) => Date.parse(`${day}T${time}:00+05:30`);

describe('sentText', () => {
  it('names the day an entry was sent only when it is not the day it was made, in Asia/Kolkata', () => {
    expect(sentText(ist('2026-11-17', '16:00'), ist('2026-11-18', '09:30'))).toBe('sent 18/11');
    // 23:50 and 00:10 in Kolkata: another day there, whatever the browser's zone.
    expect(sentText(ist('2026-11-17', '23:50'), ist('2026-11-18', '00:10'))).toBe('sent 18/11');
    expect(sentText(ist('2026-11-18', '08:00'), ist('2026-11-18', '21:00'))).toBeNull();
    expect(sentText(ist('2026-11-18', '08:00'), undefined)).toBeNull();
    expect(withSentText('17/11/2026', ist('2026-11-17', '16:00'), ist('2026-11-18', '09:30'))).toBe(
      '17/11/2026 (sent 18/11)',
    );
  });
});
