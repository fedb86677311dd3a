import { HttpsError, onCall, type CallableFunction, type CallableOptions } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import type { z } from 'zod';
import { callableTimeoutSeconds, FUNCTIONS_REGION, maxCallableInstances } from '../domain/constants.js';
import { rolesFromClaims, type Role } from '../domain/roles.js';
import type { Caller } from '../services/caller.js';
import type { UseCase } from './useCase.js';
import { sessionMessages } from '../domain/signIn.js';
import { getServices } from '../config/services.js';
import { knownEmpty, takeCallAllowance } from '../services/limits/callRateLimit.js';
import { takeWriteAllowance } from '../services/limits/writeRateLimit.js';
import { answeredBefore } from '../services/requests/runOnce.js';
import { StandingCache, tokenStillValid } from './accountStanding.js';
import { badInput, invalidArgument } from './invalidArgument.js';
import {
  guardBodyShape,
  inputShapeMessages,
  inputShapeProblem,
  refusedBodyProblem,
  unreadableBodyProblem,
} from './inputShape.js';
import { InvalidStorePath } from '../ports/store.js';

/** The roles that may call; an account holding none of them is refused. */
export type Access = readonly [Role, ...Role[]];

/** Region and timeout are the same for every callable (request claims rely on the timeout). */
export interface CallOptions extends Omit<CallableOptions, 'region' | 'timeoutSeconds'> {
  /** The call stores something: it counts against the account's write rate limit. */
  writes?: boolean;
}

/**
 * The use case, loaded by the first call that needs it and kept for the instance's life; a failed load
 * (e.g. a transient file system error) is logged, answered as unavailable and tried again by the next call.
 */
function onceLoaded<I extends z.ZodType, O extends z.ZodType>(
  name: string,
  load: () => Promise<UseCase<I, O>>,
): (uid: string) => Promise<UseCase<I, O>> {
  let loading: Promise<UseCase<I, O>> | undefined;
  return async (uid) => {
    loading ??= load();
    try {
      return await loading;
    } catch (error) {
      loading = undefined;
      logger.error(`${name} could not load`, { uid, error: error instanceof Error ? error.stack : error });
      throw new HttpsError('unavailable', 'Something went wrong on our side. Please try again.');
    }
  };
}

/** Per function instance, shared by the callables it serves. */
const standings = new StandingCache(async () => (await getServices()).accounts);

/**
 * The one wrapper of every callable: refuse a body the callable protocol cannot read, require sign-in
 * with a verified email and a token not issued before the account's last revocation, check the role
 * claim, parse the input with the callable's schema (after counting the call against the account's rate
 * limit, a refused input too, and refusing a too deep or too large input), count a write against the
 * write limit, then run the use case. Auth is checked before parsing so that a stranger learns nothing
 * about the schema; unexpected failures are logged and hidden.
 *
 * The function's definition (name, access, runtime options) is made when the entry loads; the use case
 * (its schemas, handler and services) is loaded by `load` on the first call that passes the checks before
 * the parse, so a cold start pays only for the framework and these checks.
 */
export function validatedOnCall<I extends z.ZodType, O extends z.ZodType>(
  name: string,
  access: Access,
  load: () => Promise<UseCase<I, O>>,
  /** Extra runtime options, e.g. the secrets a use case reads, and whether it writes. */
  { writes = false, ...options }: CallOptions = {},
): CallableFunction<unknown, Promise<z.input<O>>> {
  const runtime = {
    maxInstances: maxCallableInstances,
    ...options,
    region: FUNCTIONS_REGION,
    timeoutSeconds: callableTimeoutSeconds,
  };
  const loadUseCase = onceLoaded(name, load);
  const callable = onCall(runtime, async (request) => {
    const unreadable = unreadableBodyProblem(request.rawRequest);
    if (unreadable) throw new HttpsError('invalid-argument', unreadable);
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', sessionMessages.signInFirst);
    const { token } = request.auth ?? {};
    // A role may only ride on an address its owner proved (or the admin's CLI vouched for).
    if (token?.email_verified !== true) {
      throw new HttpsError('unauthenticated', sessionMessages.emailNotVerified);
    }
    if (!tokenStillValid(await standings.standing(uid), token.auth_time)) {
      throw new HttpsError('unauthenticated', sessionMessages.accessChanged);
    }
    const caller: Caller = {
      uid,
      email: typeof token.email === 'string' ? token.email : null,
      roles: rolesFromClaims(token),
    };
    if (!access.some((role) => caller.roles.includes(role))) {
      throw new HttpsError('permission-denied', `This needs the ${access.join(' or ')} role.`);
    }
    // Every call counts, a refused input too (a flood of malformed calls must run dry like any
    // other); an account this instance saw run dry is refused before its input is even read.
    if (knownEmpty(uid) || !(await takeCallAllowance((await getServices()).store, uid))) {
      throw new HttpsError('resource-exhausted', sessionMessages.tooManyCalls);
    }
    const shapeProblem = refusedBodyProblem(request.rawRequest) ?? inputShapeProblem(request.data);
    if (shapeProblem) throw badInput(shapeProblem);
    const { contract, handler } = await loadUseCase(uid);
    const parsed = contract.input.safeParse(request.data ?? undefined);
    if (!parsed.success) throw invalidArgument(parsed.error);
    // Counted after parsing, so that a refused input still writes nothing at all; a request already
    // answered is answered again (runOnce) without taking an allowance.
    if (writes) {
      const { store } = await getServices();
      const allowed =
        (await answeredBefore(store, uid, name, parsed.data)) || (await takeWriteAllowance(store, uid));
      if (!allowed) throw new HttpsError('resource-exhausted', sessionMessages.tooManyWrites);
    }
    try {
      return await handler(parsed.data, { caller, services: await getServices() });
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      if (error instanceof InvalidStorePath) {
        // An id the schema let through still named no record: a bad input, never a server fault.
        logger.warn(`${name} refused a path`, { uid, error: error.message });
        throw badInput(inputShapeMessages.noSuchPath);
      }
      logger.error(`${name} failed`, { uid, error: error instanceof Error ? error.stack : error });
      throw new HttpsError('internal', 'Something went wrong on our side. Please try again.');
    }
  });
  return guardBodyShape(callable);
}
