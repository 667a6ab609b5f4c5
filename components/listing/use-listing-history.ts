import useSWR from 'swr';
import { getData } from '@/lib/api/fetch-json';
import type { TListingHistoryItem } from '@/lib/listing/listing-input';

export const LISTING_HISTORY_KEY = '/api/listing-description';

/** The signed-in user's recent descriptions; nothing is fetched for a visitor. */
export function useListingHistory(signedIn: boolean) {
  return useSWR<{ descriptions: TListingHistoryItem[] }>(signedIn ? LISTING_HISTORY_KEY : null, getData);
}
