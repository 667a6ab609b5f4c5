import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/api/fetch-json';

/** Pending and error state around one async form action; the error is the server's own description. */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async (...args: A) => {
      setPending(true);
      setError(null);
      try {
        await action(...args);
      } catch (e) {
        setError(errorMessage(e));
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { submit, pending, error };
}
