import useSWR from 'swr';
import { getData } from '@/lib/api/fetch-json';

/** The part of GET /api/health the studio reads: which render engine is active. */
type THealthEngine = { adapters?: { renderEngine?: string } };

/**
 * Whether renders are drawn by the built-in offline preview engine (no hosted models configured), as the server's
 * health report says. False until it answers, and if it cannot: the cards then simply say less.
 */
export function useOfflinePreview(): boolean {
  const { data } = useSWR<THealthEngine>('/api/health', getData, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data?.adapters?.renderEngine === 'local';
}
