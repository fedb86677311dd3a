/** The exact texts of the upload modals, the words staff know. */
export const uploadMessages = {
  billsTitle: 'Upload Your Bills',
  docsTitle: 'Upload Placement Docs',
  invalidType: 'Invalid file type. Only image files (JPG, PNG, JPEG) are allowed.',
  finalCheck: 'Please select an image file smaller than 10MB.',
  failedToast: 'Upload failed. Please try again.',
  /** The success toast: the same words as the placement side's other saves. */
  uploadedToast: 'Files uploaded successfully!',
} as const;

export function tooLargeMessage(fileName: string): string {
  return `${fileName} is too large! Please upload a file smaller than 10MB.`;
}

export function notCompressedMessage(fileName: string): string {
  return `${fileName} couldn't be compressed properly!`;
}
