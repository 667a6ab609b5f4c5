import useSWR from 'swr';
import type { TRenderView } from '@/lib/studio/renders/render-request';
import { type StudioMode, studioApi } from './studio-api';

export const isPending = (render: TRenderView | undefined) =>
  render?.status === 'queued' || render?.status === 'processing';

/** A render, polled every 1.5 s while it is queued or processing (DESIGN §4 step 4), then left alone. */
export function useRender(mode: StudioMode, id: string | null) {
  const api = studioApi(mode);
  return useSWR<TRenderView>(id ? api.renderUrl(id) : null, api.getRender, {
    refreshInterval: (render) => (isPending(render) ? 1500 : 0),
    revalidateOnFocus: false,
  });
}
