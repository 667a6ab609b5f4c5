import '@/lib/server-only';

/**
 * The render lifecycle: every way a render moves, one file per transition. A render is `queued`, then `processing`,
 * then ends `succeeded`, `failed` or `canceled`; a retry queues an ended one again.
 *
 * - create: create-render (validates, charges, inserts `queued`), enqueue-render (its job, in the same transaction);
 *   adopt-unqueued-renders gives a job to a render from before the queue.
 * - claim: claim-render (`processing`, held by one attempt of its job), run by run-render-job for a job worker and
 *   by run-next-render for the cron and the tests.
 * - finish: the engine stores the results and commits `succeeded` (engines/in-process-engine,
 *   engines/replicate/complete-prediction); render-finished tells whoever listens that it ended.
 * - fail: fail-render (`failed`, refunded once); give-up-render when every attempt died with its worker.
 * - cancel: cancel-render (`canceled`, refunded once; the engine stops).
 * - retry: retry-render (charged again, `queued` under a new job).
 * - refund: lib/allowances/refund-charge, the ledger's one refund path, run inside fail and cancel; a render deleted
 *   before it ended is refunded by the `renders_refund_deleted` trigger through the same `private.refund_charge`.
 * - sweep: sweep-stranded-renders fails what no job will ever move again.
 *
 * The rest is completed in SQL, as each file says: `renders_finish_api` (an API render's completion counters and
 * webhook), `renders_settle_batch` (settles or reopens a listing batch), `user_context_changed` (open pages hear of
 * the units taken).
 */
export { adoptUnqueuedRenders } from './adopt-unqueued-renders';
export { cancelRender } from './cancel-render';
export { claimRender } from './claim-render';
export { createRender } from './create-render';
export { enqueueRender } from './enqueue-render';
export { failRender } from './fail-render';
export { giveUpRender } from './give-up-render';
export { renderFinished } from './render-finished';
export { retryRender } from './retry-render';
export { runNextRender } from './run-next-render';
export { runRenderJob } from './run-render-job';
export { sweepStrandedRenders } from './sweep-stranded-renders';
