/** The exact texts of the upload modals (SPEC.md sections 2, 5 and 8). */
export const uploadMessages = {
  billsTitle: 'Upload Your Bills',
  docsTitle: 'Upload Placement Docs',
  invalidType: 'Invalid file type. Only image files (JPG, PNG, JPEG) are allowed.',
  finalCheck: 'Please select an image file smaller than 10MB.',
  failedToast: 'Upload failed. Please try again.',
  /** Not in SPEC.md: the success toast's words are not shown there. */
  uploadedToast: 'Files uploaded successfully!',
} as const;

export function tooLargeMessage(fileName: string): string {
  return `${fileName} is too large! Please upload a file smaller than 10MB.`;
}

export function notCompressedMessage(fileName: string): string {
  return `${fileName} couldn't be compressed properly!`;
}
