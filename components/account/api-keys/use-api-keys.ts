import { useCallback } from 'react';
import useSWR from 'swr';
import { useUser } from '@/components/providers/user-context';
import { deleteData, getData, postData } from '@/lib/api/fetch-json';
import type { TApiKeysPage, TCreatedApiKey } from '@/lib/pro-api/api-key-types';

export const API_KEYS_KEY = '/api/api-keys';

/**
 * The account's API keys and API usage (GET /api/api-keys), with create, rotate and revoke. Each change reloads
 * the list and the user context, whose `api_key` says whether the API is on.
 */
export function useApiKeys() {
  const { refresh } = useUser();
  const { data, error, isLoading, mutate } = useSWR<TApiKeysPage>(API_KEYS_KEY, getData, {
    revalidateOnFocus: false,
  });

  const changed = useCallback(async () => {
    await Promise.all([mutate(), refresh()]);
  }, [mutate, refresh]);

  const create = useCallback(
    async (name: string) => {
      const created = await postData<TCreatedApiKey>({ url: API_KEYS_KEY, data: { name } });
      await changed();
      return created;
    },
    [changed],
  );

  const rotate = useCallback(
    async (id: string) => {
      const created = await postData<TCreatedApiKey>({ url: `${API_KEYS_KEY}/${id}/rotate` });
      await changed();
      return created;
    },
    [changed],
  );

  const revoke = useCallback(
    async (id: string) => {
      await deleteData(`${API_KEYS_KEY}/${id}`);
      await changed();
    },
    [changed],
  );

  return {
    page: data,
    error: error as unknown,
    isLoading,
    reload: () => void mutate(),
    create,
    rotate,
    revoke,
  };
}
