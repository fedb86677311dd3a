import { z } from 'zod';

/** Made by the client once per submission and resent on every retry of it. */
export const requestIdSchema = z.uuid({ message: 'Must be a request id (a UUID).' });
