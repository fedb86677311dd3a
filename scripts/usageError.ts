/** A command line the tool cannot make sense of: the message says why; the tool prints its usage after it. */
export class UsageError extends Error {}
