/**
 * The most procedure calls one tRPC request may carry. The client's batch link splits
 * larger batches (a screen makes a handful of calls at once); the server refuses a longer
 * batch with a 400 instead of running hundreds of procedures for one request.
 */
export const TRPC_MAX_BATCH = 20;
