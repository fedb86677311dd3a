/** SPEC.md's messages of the file screens (section 2 and the error catalogue). */
export const fileMessages = {
  loadFailed: 'Failed to load files.',
  deleted: 'File deleted successfully!',
  deleteFailed: 'Error deleting file. Please try again.',
  noMore: 'No more files to load.',
  noMatch: 'No files found matching your search',
  noMatchHint: 'Try different keywords or check the spelling',
  noFiles: 'No files available',
  noFilesHint: 'Upload new files to get started',
} as const;
