import { lazy, type ComponentType } from 'react';

/** What a dialog opened from the action bar receives. */
export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog saved something: the screen shows the green 'Data saved successfully!' toast. */
  onSaved?: () => void;
  /** An upload failed: the screen shows the red 'Upload failed. Please try again.' toast. */
  onFailed?: () => void;
}

export type ActionDialog = ComponentType<ActionDialogProps>;

const SpentDialog = lazy(async () => ({ default: (await import('../spend/SpentDialog')).SpentDialog }));

/**
 * The dialogs behind the placement action bar's buttons; a button without one shows disabled
 * ('Coming soon'). The Bills and Placement Docs uploads plug in here the same way as Spent.
 */
export const placementActionDialogs: { spent?: ActionDialog; bills?: ActionDialog; docs?: ActionDialog } = {
  spent: (props) => <SpentDialog side="placement" {...props} />,
};
