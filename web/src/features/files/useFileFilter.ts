import { useMemo, useState } from 'react';
import { fileStaffFilter } from '@domain/api/listFiles';
import { timings } from '@domain/constants';
import { localDayRange } from '@domain/files/fileDisplay';
import type { UploadFolder } from '@domain/uploads/folders';
import { useUrlChoices } from '../../lib/useUrlChoices';
import type { FileFilter } from './api/listFiles';
import { noDateRange, type DateRange } from './DateRangeFilter';
import { useDebounced } from './useDebounced';

/** Who uploaded (?staff=uid); a value that is no uid is ignored. */
function staffOf(params: URLSearchParams): string {
  const staff = params.get('staff') ?? '';
  return fileStaffFilter.safeParse(staff).success ? staff : '';
}

/**
 * The files screen's filter: the search as typed (and once it settles, or at once when picked or
 * cleared), the date range, and who uploaded, kept in the URL so the view can be shared.
 */
export function useFileFilter(folder: UploadFolder) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearchNow] = useDebounced(searchText.trim(), timings.searchDebounceMs);
  const [range, setRange] = useState<DateRange>(noDateRange);
  const urlChoices = useUrlChoices();
  const staff = staffOf(urlChoices.committed);
  const filter: FileFilter = useMemo(
    () => ({
      folder,
      search,
      ...localDayRange(range.startDate, range.endDate),
      ...(staff ? { staff } : {}),
    }),
    [folder, search, range, staff],
  );
  return {
    filter,
    searchText,
    setSearchText,
    /** Searches for `text` now, without waiting for the typing to settle. */
    searchNow: (text: string) => {
      setSearchText(text);
      setSearchNow(text);
    },
    range,
    setRange,
    /** The staff chosen, as the URL shows it already (the data follows the committed one). */
    shownStaff: staffOf(urlChoices.shown),
    setStaff: (uid: string) => {
      urlChoices.choose({ staff: uid });
    },
  };
}
