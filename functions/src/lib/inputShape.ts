import { callInputLimits } from '../domain/constants.js';
import { unreadableValueProblem } from './typedValues.js';

export const inputShapeMessages = {
  tooDeep: 'This request is nested too deeply.',
  tooLarge: 'This request is too large.',
  noSuchPath: 'An id in this request does not name anything that can exist.',
} as const;

/** What one value costs besides its text: about its JSON punctuation. */
const VALUE_COST = 4;

/**
 * What is wrong with the shape of a callable's input before it is parsed: nested deeper than
 * `maxDepth` or larger than `maxSize`. Walked without recursion and stopped at the first excess, so a
 * payload nested 5,000 levels or holding megabytes costs no more than the limits themselves.
 */
export function inputShapeProblem(
  data: unknown,
  { maxDepth, maxSize }: { maxDepth: number; maxSize: number } = callInputLimits,
): string | null {
  const pending: [unknown, number][] = [[data, 0]];
  let size = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    size += VALUE_COST + (typeof value === 'string' ? value.length : 0);
    if (size > maxSize) return inputShapeMessages.tooLarge;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return inputShapeMessages.tooDeep;
    for (const [key, child] of Object.entries(value)) {
      size += key.length;
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/** The HTTP requests whose body the guard took out, with what was wrong with it. */
const refusedBodies = new WeakMap<object, string>();

/** Why `validatedOnCall` must refuse this request's input, when the guard already took it out. */
export function refusedBodyProblem(rawRequest: unknown): string | null {
  return typeof rawRequest === 'object' && rawRequest !== null
    ? (refusedBodies.get(rawRequest) ?? null)
    : null;
}

/** The HTTP requests whose body held a typed value the SDK cannot decode, with what it was. */
const unreadableBodies = new WeakMap<object, string>();

/**
 * Why this request's input could not be read at all, when the guard took it out: refused before any
 * other check, since it says nothing about the caller or the schema.
 */
export function unreadableBodyProblem(rawRequest: unknown): string | null {
  return typeof rawRequest === 'object' && rawRequest !== null
    ? (unreadableBodies.get(rawRequest) ?? null)
    : null;
}

interface HttpBody {
  body?: unknown;
}

/**
 * The callable as deployed, with a look at the request's JSON before the Functions SDK decodes it (its
 * decoder recurses, so 5,000 levels overflow the stack and answer 500, and it throws on a typed value
 * it cannot read, answering 500 too). A misshapen or unreadable body's data is replaced by null and the
 * problem kept for the wrapper: it refuses a misshapen one after checking the caller (auth and role
 * still come first), an unreadable one before anything else. `run`, `__endpoint` and every other
 * property stay the callable's.
 */
export function guardBodyShape<F extends (request: never, response: never) => unknown>(callable: F): F {
  const guarded = (request: HttpBody, response: unknown): unknown => {
    const body = request.body;
    if (typeof body === 'object' && body !== null && 'data' in body) {
      const problem = inputShapeProblem(body.data);
      const unreadable = problem ? null : unreadableValueProblem(body.data);
      if (problem) refusedBodies.set(request, problem);
      if (unreadable) unreadableBodies.set(request, unreadable);
      if (problem ?? unreadable) request.body = { ...body, data: null };
    }
    return (callable as unknown as (request: HttpBody, response: unknown) => unknown)(request, response);
  };
  const descriptors = Object.getOwnPropertyDescriptors(callable) as Record<string, PropertyDescriptor>;
  for (const key of ['length', 'name', 'prototype']) {
    Reflect.deleteProperty(descriptors, key);
  }
  Object.defineProperties(guarded, descriptors);
  return guarded as unknown as F;
}
