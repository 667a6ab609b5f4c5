import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { useErrorMessage } from '@/hooks/use-error-message';
import { getData } from '@/lib/api/fetch-json';
import { downloadUrl } from '@/lib/studio/files/download-name';
import type { TVideo } from '@/lib/studio/videos/video-view';
import { type PendingVideoJob } from '@/store/video-jobs-store';
import { useVideoJobsStore } from '@/store/studio-store-provider';

const POLL_MS = 2000;

/** Follows one video job until it is made, patching it in the store by id (SPEC §4). */
function useVideoProgress(job: PendingVideoJob) {
  const updatePendingVideoJob = useVideoJobsStore((s) => s.updatePendingVideoJob);
  useEffect(() => {
    if (job.status !== 'queued' && job.status !== 'processing') return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const { video } = await getData<{ video: TVideo }>(`/api/videos/${job.id}`);
        if (!stopped)
          updatePendingVideoJob(job.id, { status: video.status, url: video.url, errorCode: video.errorCode });
      } catch {
        // A network blip: the next poll tries again.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [job.id, job.status, updatePendingVideoJob]);
}

function VideoJob({ job }: { job: PendingVideoJob }) {
  const { t } = useTranslation('studio');
  const { messageFor } = useErrorMessage();
  const removePendingVideoJob = useVideoJobsStore((s) => s.removePendingVideoJob);
  useVideoProgress(job);
  return (
    <li className="border-surface-line flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-white p-3">
      {job.status === 'succeeded' && job.url ? (
        <>
          <video
            src={job.url}
            controls
            playsInline
            className="w-full max-w-md rounded-lg"
            aria-label={t('video.player')}
          />
          <a className="btn-secondary" href={downloadUrl(job.url, job.downloadName)} download>
            {t('video.download')}
          </a>
        </>
      ) : (
        <p role="status" aria-live="polite" className="text-sm">
          {job.status === 'failed'
            ? job.errorCode
              ? messageFor(job.errorCode)
              : t('video.failed')
            : t('video.making')}
        </p>
      )}
      <button type="button" className="btn-ghost" onClick={() => removePendingVideoJob(job.id)}>
        {t('video.dismiss')}
      </button>
    </li>
  );
}

/** The videos asked for in this visit, newest first. */
export function VideoJobs() {
  const jobs = useVideoJobsStore((s) => s.pendingVideoJobs);
  if (jobs.length === 0) return null;
  return (
    <ul className="space-y-2">
      {jobs.map((job) => (
        <VideoJob key={job.id} job={job} />
      ))}
    </ul>
  );
}
