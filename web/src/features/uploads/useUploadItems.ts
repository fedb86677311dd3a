import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadItem } from './uploadItem';

/**
 * The upload dialog's list of chosen files, each with its preview (revoked once it leaves the list, and
 * all of them when the dialog goes), and whether the dialog is still open.
 */
export function useUploadItems() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const previews = useRef(new Set<string>());
  /** While the dialog is open it holds the files: a refusal is shown here, not kept in the Outbox. */
  const mounted = useRef(true);

  useEffect(() => {
    const urls = previews.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  /** Takes out the items `leaves` picks, revoking their previews (stable: the dialog's close timer uses it). */
  const dropWhere = useCallback((leaves: (item: UploadItem) => boolean) => {
    setItems((current) =>
      current.filter((item) => {
        if (!leaves(item)) return true;
        URL.revokeObjectURL(item.previewUrl);
        previews.current.delete(item.previewUrl);
        return false;
      }),
    );
  }, []);

  return {
    items,
    /** Adds files to the list; their previews are the list's to revoke. */
    append: (added: readonly UploadItem[]) => {
      for (const item of added) previews.current.add(item.previewUrl);
      setItems((current) => [...current, ...added]);
    },
    patch: (key: string, change: Partial<UploadItem>) => {
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
    },
    dropWhere,
    isOpen: () => mounted.current,
  };
}
