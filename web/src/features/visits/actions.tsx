import { toast } from 'sonner';
import { timings } from '@domain/constants';
import { visitMessages } from '@domain/visits/visitMessages';
import type { Action } from '../../components/ActionBar';
import { preloadable } from '../../lib/preloadable';
import type { ResultToast } from '../../lib/submission/followInToast';

const spent = preloadable(async () => (await import('../spend/SpentDialog')).SpentDialog);
const upload = preloadable(async () => (await import('../uploads/UploadDialog')).UploadDialog);
const SpentDialog = spent.Component;
const UploadDialog = upload.Component;

/**
 * Each visit screen's action bar; a button without a dialog shows disabled ('Coming soon').
 */
export const salesActions: readonly Action[] = [
  {
    key: 'spent',
    label: 'Spent',
    Dialog: (props) => <SpentDialog side="sales" {...props} />,
    preload: spent.preload,
  },
  {
    key: 'bills',
    label: 'Bills',
    Dialog: (props) => <UploadDialog folder="bills" dept="sales" {...props} />,
    preload: upload.preload,
  },
];

export const placementActions: readonly Action[] = [
  {
    key: 'spent',
    label: 'Spent',
    Dialog: (props) => <SpentDialog side="placement" {...props} />,
    preload: spent.preload,
  },
  {
    key: 'bills',
    label: 'Bills',
    Dialog: (props) => <UploadDialog folder="bills" dept="placement" {...props} />,
    preload: upload.preload,
  },
  {
    key: 'docs',
    label: 'Placement Docs',
    Dialog: (props) => <UploadDialog folder="placement_docs" dept="placement" {...props} />,
    preload: upload.preload,
  },
];

/** The placement screen shows its dialogs' outcomes as toasts at the top. */
export const placementActionToasts = {
  onSaved: ((into) => {
    toast.success(visitMessages.spendSavedToast, { ...into, duration: timings.resultToastMs });
  }) satisfies ResultToast,
  onFailed: () => toast.error(visitMessages.uploadFailedToast, { duration: timings.resultToastMs }),
};
