/** Where the bill reader's files are served (web/vite.config.ts, OCR_BASE): '/ocr/{tesseract.js version}/'. */
declare const __OCR_BASE__: string;
