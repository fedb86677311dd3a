import { lazy } from 'react';
import type { Action } from '../../components/ActionBar';

const SpentDialog = lazy(async () => ({ default: (await import('../spend/SpentDialog')).SpentDialog }));

/**
 * The sales action bar's buttons and their dialogs; a button without one shows disabled ('Coming
 * soon'). The Bills upload plugs in here the same way as Spent.
 */
export const salesActions: readonly Action[] = [
  { key: 'spent', label: 'Spent', Dialog: (props) => <SpentDialog side="sales" {...props} /> },
  { key: 'bills', label: 'Bills' },
];
