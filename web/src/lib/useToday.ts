import { useState } from 'react';
import { orgDayOf } from '@domain/time/orgTime';

/** The organisation's day when the screen opened (YYYY-MM-DD). */
export function useToday(): string {
  const [today] = useState(() => orgDayOf(Date.now()));
  return today;
}
