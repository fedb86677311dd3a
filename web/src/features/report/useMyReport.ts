import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/callables';

/** The signed-in person's own visits and spends; the visit forms invalidate ['myReport'] on success. */
export function useMyReport(uid: string) {
  return useQuery({
    queryKey: ['myReport', uid],
    queryFn: () => call('myReport', {}),
  });
}
