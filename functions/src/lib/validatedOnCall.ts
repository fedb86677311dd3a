import { HttpsError, onCall, type CallableFunction, type CallableOptions } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import type { z } from 'zod';
import { FUNCTIONS_REGION } from '../domain/constants.js';
import { rolesFromClaims, type Role } from '../domain/roles.js';
import type { Caller } from '../services/caller.js';
import { getServices, type Services } from '../config/services.js';
import { invalidArgument } from './invalidArgument.js';

export interface CallContext {
  caller: Caller;
  services: Services;
}

export interface Contract<I extends z.ZodType, O extends z.ZodType> {
  input: I;
  output: O;
}

/** Who may call: any signed-in account, or only accounts holding one of these roles. */
export type Access = 'signedIn' | readonly Role[];

/**
 * The one wrapper of every callable: require sign-in, check the role claim, parse the input with
 * the callable's schema, then run the use case. Auth is checked before parsing so that a stranger
 * learns nothing about the schema; unexpected failures are logged with context and hidden.
 */
export function validatedOnCall<I extends z.ZodType, O extends z.ZodType>(
  name: string,
  contract: Contract<I, O>,
  access: Access,
  handler: (input: z.output<I>, context: CallContext) => Promise<z.input<O>>,
  /** Extra runtime options, e.g. the secrets a use case reads. */
  options: Omit<CallableOptions, 'region'> = {},
): CallableFunction<unknown, Promise<z.input<O>>> {
  return onCall({ ...options, region: FUNCTIONS_REGION }, async (request) => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Please sign in first.');
    const caller: Caller = {
      uid,
      email: typeof request.auth?.token.email === 'string' ? request.auth.token.email : null,
      roles: rolesFromClaims(request.auth?.token),
    };
    if (access !== 'signedIn' && !access.some((role) => caller.roles.includes(role))) {
      throw new HttpsError('permission-denied', `This needs the ${access.join(' or ')} role.`);
    }
    const parsed = contract.input.safeParse(request.data ?? undefined);
    if (!parsed.success) throw invalidArgument(parsed.error);
    try {
      return await handler(parsed.data, { caller, services: await getServices() });
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error(`${name} failed`, { uid, error: error instanceof Error ? error.stack : error });
      throw new HttpsError('internal', 'Something went wrong on our side. Please try again.');
    }
  });
}
