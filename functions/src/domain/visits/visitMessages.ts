/** The exact texts of the visit forms, the words staff know. */
export const visitMessages = {
  confirmSubmit: 'Are you sure you want to submit the form?',
  saving: 'Saving...',
  salesSubmitted: 'Data submitted successfully!',
  submitting: 'Submitting...',
  placementSubmitted: 'Your data has been successfully submitted!',
  spendSavedToast: 'Data saved successfully!',
  uploadFailedToast: 'Upload failed. Please try again.',
  fixFields: 'Please correct the highlighted fields.',
  draftRestored: 'Your unsent entries were restored.',
  comingSoon: 'Coming soon',
  cleared: 'The form was cleared.',
  undo: 'Undo',
} as const;

export function submitErrorMessage(message: string): string {
  return `Error: ${message}`;
}
