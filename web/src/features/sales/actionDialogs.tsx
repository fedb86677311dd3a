import { lazy } from 'react';
import type { Action } from '../../components/ActionBar';

const SpentDialog = lazy(async () => ({ default: (await import('../spend/SpentDialog')).SpentDialog }));
const UploadDialog = lazy(async () => ({ default: (await import('../uploads/UploadDialog')).UploadDialog }));

/**
 * The sales action bar's buttons and their dialogs; a button without one shows disabled ('Coming
 * soon').
 */
export const salesActions: readonly Action[] = [
  { key: 'spent', label: 'Spent', Dialog: (props) => <SpentDialog side="sales" {...props} /> },
  {
    key: 'bills',
    label: 'Bills',
    Dialog: (props) => <UploadDialog folder="bills" dept="sales" {...props} />,
  },
];
