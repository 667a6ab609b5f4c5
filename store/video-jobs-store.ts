import { createStore } from 'zustand/vanilla';
import type { ErrorCode } from '@/lib/api/error-catalog';

/** SPEC §3/§4: videos being made, newest first; each can be patched (progress) or removed by id. */

export type PendingVideoJob = {
  id: string;
  renderId: string;
  status: 'queued' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  url: string | null;
  /** Why it failed, shown in the page's language. */
  errorCode: ErrorCode | null;
  /** What the download is called, from the render's room type and style. */
  downloadName: string;
};

export type VideoJobsState = { pendingVideoJobs: PendingVideoJob[] };

export type VideoJobsActions = {
  addPendingVideoJob(job: PendingVideoJob): void;
  removePendingVideoJob(id: string): void;
  updatePendingVideoJob(id: string, patch: Partial<Omit<PendingVideoJob, 'id'>>): void;
};

export type VideoJobsStore = ReturnType<typeof createVideoJobsStore>;

export function createVideoJobsStore() {
  return createStore<VideoJobsState & VideoJobsActions>()((set) => ({
    pendingVideoJobs: [],
    // SPEC §4: new jobs go to the front (asking twice for one render's video keeps one entry); removal and patches
    // are by id.
    addPendingVideoJob: (job) =>
      set((s) => ({ pendingVideoJobs: [job, ...s.pendingVideoJobs.filter((j) => j.id !== job.id)] })),
    removePendingVideoJob: (id) =>
      set((s) => ({ pendingVideoJobs: s.pendingVideoJobs.filter((j) => j.id !== id) })),
    updatePendingVideoJob: (id, patch) =>
      set((s) => ({
        pendingVideoJobs: s.pendingVideoJobs.map((j) => (j.id === id ? { ...j, ...patch } : j)),
      })),
  }));
}
