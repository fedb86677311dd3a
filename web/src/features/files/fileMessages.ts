/** The file screens' messages, worded as the product has always shown them (the date-range and staff pairs are new). */
export const fileMessages = {
  loadFailed: 'Failed to load files.',
  deleted: 'File deleted successfully!',
  deleteFailed: 'Error deleting file. Please try again.',
  noMore: 'No more files to load.',
  noMatch: 'No files found matching your search',
  noMatchHint: 'Try different keywords or check the spelling',
  noneInRange: 'No files uploaded in this date range',
  noneInRangeHint: 'Try a wider date range, or Reset it',
  noneByStaff: 'No files uploaded by this person',
  noneByStaffHint: 'Choose Everyone, or change the dates or the search',
  noFiles: 'No files available',
  noFilesHint: 'Upload new files to get started',
} as const;
