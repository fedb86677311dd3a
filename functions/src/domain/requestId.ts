import { z } from 'zod';

/** Made by the client once per submission and resent on every retry of it. */
export const requestIdSchema = z.uuid({ message: 'Must be a request id (a UUID).' });

/**
 * `details.reason` of the `failed-precondition` error a write callable returns when a request id comes
 * back with other input than it was first sent with (the user edited the form after a lost reply): the
 * client then starts a new request with the same values.
 */
export const REQUEST_REUSED_REASON = 'request-reused';
