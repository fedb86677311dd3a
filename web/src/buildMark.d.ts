/** The build's mark (web/vite.config.ts, BUILD_MARK): empty, but in the e2e deploy test's second build. */
declare const __BUILD_MARK__: string;
