/** Imported only after the image host has set CLOUDINARY_URL (the SDK reads it once, at import). */
export { signUpload } from '../../src/callables/signUpload.js';
export { recordUpload } from '../../src/callables/recordUpload.js';
export { listFiles } from '../../src/callables/listFiles.js';
export { deleteFile } from '../../src/callables/deleteFile.js';
export { fileHistory } from '../../src/callables/fileHistory.js';
