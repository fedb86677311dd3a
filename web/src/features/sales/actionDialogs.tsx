import { lazy, type ComponentType } from 'react';

/** What a dialog opened from the action bar receives. */
export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog saved something (e.g. a spend). */
  onSaved?: () => void;
  /** An upload failed. */
  onFailed?: () => void;
}

export type ActionDialog = ComponentType<ActionDialogProps>;

const SpentDialog = lazy(async () => ({ default: (await import('../spend/SpentDialog')).SpentDialog }));

/**
 * The dialogs behind the sales action bar's buttons; a button without one shows disabled ('Coming
 * soon'). The Bills upload plugs in here the same way as Spent.
 */
export const salesActionDialogs: { spent?: ActionDialog; bills?: ActionDialog } = {
  spent: (props) => <SpentDialog side="sales" {...props} />,
};
