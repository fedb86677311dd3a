import type { z } from 'zod';
import type { Services } from '../config/services.js';
import type { Caller } from '../services/caller.js';

export interface CallContext {
  caller: Caller;
  services: Services;
}

export interface Contract<I extends z.ZodType, O extends z.ZodType> {
  input: I;
  output: O;
}

/** What a callable does: its schemas and its handler, loaded on the callable's first call. */
export interface UseCase<I extends z.ZodType, O extends z.ZodType> {
  contract: Contract<I, O>;
  handler: (input: z.output<I>, context: CallContext) => Promise<z.input<O>>;
}

/** A callable's use case, typed by its contract. */
export function useCase<I extends z.ZodType, O extends z.ZodType>(
  contract: Contract<I, O>,
  handler: UseCase<I, O>['handler'],
): UseCase<I, O> {
  return { contract, handler };
}
