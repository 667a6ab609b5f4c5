import '@/lib/server-only';

/**
 * The render lifecycle: every way a render moves, one file per transition, and no status of a render written
 * anywhere else (the engines draw and store, then call these). A render is `queued`, then `processing`, then ends
 * `succeeded`, `failed` or `canceled`; a retry queues an ended one again.
 *
 * - create: insert-render, the one insert (`queued`, its job queued by enqueue-render in the same transaction),
 *   after each way in has checked and charged: create-render (the studio and the Pro API), and outside this folder
 *   batches/create-batch (a listing batch's photos) and trial/create-trial-render (a visitor's free render), which
 *   only validate and pay their own way. adopt-unqueued-renders gives a job to a render from before the queue.
 * - claim: claim-render (`processing`, held by one attempt of its job), run by run-render-job for a job worker and
 *   by run-next-render for the cron and the tests; defer-render puts a held render back to `queued` under a new
 *   job for later (a listing photo waiting for its room's first).
 * - finish: finish-render (`succeeded` with the results, once, for the attempt that holds it), called by both
 *   engines (engines/in-process-engine with what it drew, engines/replicate/complete-prediction when a render's
 *   last variant lands); render-finished tells whoever listens that a render ended, from finish, fail and cancel.
 * - fail: fail-render (`failed`, refunded once); give-up-render when every attempt died with its worker.
 * - cancel: cancel-render (`canceled`, refunded once; the engine stops).
 * - retry: retry-render (charged again, `queued` under a new job).
 * - refund: refund-render, run inside fail and cancel, gives back the charge of the render's attempt through the
 *   ledger's one refund path (lib/allowances/refund-charge, shared with the listing writer's slots); a render
 *   deleted before it ended is refunded by the `renders_refund_deleted` trigger through the same
 *   `private.refund_charge`.
 * - sweep: sweep-stranded-renders fails what no job will ever move again.
 *
 * The rest is completed in SQL, as each file says: `renders_finish_api` (an API render's completion counters and
 * webhook), `renders_settle_batch` (settles or reopens a listing batch), `user_context_changed` (open pages hear of
 * the units taken and the renders made), `renders_refund_deleted` (above).
 */
export { adoptUnqueuedRenders } from './adopt-unqueued-renders';
export { cancelRender } from './cancel-render';
export { claimRender } from './claim-render';
export { createRender } from './create-render';
export { deferRender } from './defer-render';
export { enqueueRender } from './enqueue-render';
export { failRender } from './fail-render';
export { finishRender } from './finish-render';
export { giveUpRender } from './give-up-render';
export { insertRender } from './insert-render';
export { refundRender } from './refund-render';
export { renderFinished } from './render-finished';
export { retryRender } from './retry-render';
export { runNextRender } from './run-next-render';
export { runRenderJob } from './run-render-job';
export { sweepStrandedRenders } from './sweep-stranded-renders';
