import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileHistoryInput } from '@domain/api/fileHistory';
import { apiKey } from '../../../lib/apiKey';
import { call } from '../../../lib/callables';

export function fileHistoryQuery(input: FileHistoryInput) {
  return queryOptions({
    queryKey: apiKey('fileHistory', input),
    queryFn: () => call('fileHistory', input),
  });
}

export function useFileHistory(input: FileHistoryInput) {
  return useQuery(fileHistoryQuery(input));
}
