import { lazy } from 'react';
import { toast } from 'sonner';
import { timings } from '@domain/constants';
import { visitMessages } from '@domain/visits/visitMessages';
import type { Action } from '../../components/ActionBar';

const SpentDialog = lazy(async () => ({ default: (await import('../spend/SpentDialog')).SpentDialog }));
const UploadDialog = lazy(async () => ({ default: (await import('../uploads/UploadDialog')).UploadDialog }));

/**
 * Each visit screen's action bar; a button without a dialog shows disabled ('Coming soon').
 */
export const salesActions: readonly Action[] = [
  { key: 'spent', label: 'Spent', Dialog: (props) => <SpentDialog side="sales" {...props} /> },
  {
    key: 'bills',
    label: 'Bills',
    Dialog: (props) => <UploadDialog folder="bills" dept="sales" {...props} />,
  },
];

export const placementActions: readonly Action[] = [
  { key: 'spent', label: 'Spent', Dialog: (props) => <SpentDialog side="placement" {...props} /> },
  {
    key: 'bills',
    label: 'Bills',
    Dialog: (props) => <UploadDialog folder="bills" dept="placement" {...props} />,
  },
  {
    key: 'docs',
    label: 'Placement Docs',
    Dialog: (props) => <UploadDialog folder="placement_docs" dept="placement" {...props} />,
  },
];

/** The placement screen shows its dialogs' outcomes as toasts at the top. */
export const placementActionToasts = {
  onSaved: () => toast.success(visitMessages.spendSavedToast, { duration: timings.resultToastMs }),
  onFailed: () => toast.error(visitMessages.uploadFailedToast, { duration: timings.resultToastMs }),
};
