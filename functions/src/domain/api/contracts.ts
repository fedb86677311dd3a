import type { z } from 'zod';
import { whoAmIInput, whoAmIOutput } from './whoAmI.js';

/**
 * Every callable's name with its input and output schema: the server parses with these and the
 * client's typed call map is derived from them, so the two sides cannot drift apart.
 */
export const contracts = {
  whoAmI: { input: whoAmIInput, output: whoAmIOutput },
} as const;

export type CallableName = keyof typeof contracts;
export type CallableInput<N extends CallableName> = z.input<(typeof contracts)[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<(typeof contracts)[N]['output']>;
