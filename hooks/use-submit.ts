import { useCallback, useState } from 'react';
import { useErrorMessage } from './use-error-message';

/** Pending and error state around one async form action; the error is in the page's language. */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { errorMessage } = useErrorMessage();
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
    [action, errorMessage],
  );
  return { submit, pending, error };
}
