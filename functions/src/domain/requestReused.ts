/**
 * `details.reason` of the `failed-precondition` error a write callable returns when a request id comes
 * back with other input than it was first sent with (the user edited the form after a lost reply): the
 * client then starts a new request with the same values. Apart from requestId.ts so that the web shell
 * can read it without loading zod.
 */
export const REQUEST_REUSED_REASON = 'request-reused';
