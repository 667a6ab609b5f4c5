import { useMemo, useSyncExternalStore } from 'react';
import type { TApiReference } from '@/lib/pro-api/api-reference-types';
import { getURL } from '@/lib/site/site-url';

const noSubscription = () => () => undefined;

/**
 * The reference is built with the site address known at build time. Where none was configured (a development or
 * local run), its base URL and examples are rewritten in the browser to the address this page was reached at; the
 * server's snapshot is the built one, so hydration still matches.
 */
export function useLiveApiReference(reference: TApiReference): TApiReference {
  const baseUrl = useSyncExternalStore(
    noSubscription,
    () => getURL('api/v1'),
    () => reference.baseUrl,
  );
  return useMemo(() => {
    if (baseUrl === reference.baseUrl) return reference;
    const swap = (text: string) => text.replaceAll(reference.baseUrl, baseUrl);
    return {
      ...reference,
      baseUrl,
      operations: reference.operations.map((operation) => ({
        ...operation,
        examples: { curl: swap(operation.examples.curl), javascript: swap(operation.examples.javascript) },
      })),
    };
  }, [reference, baseUrl]);
}
