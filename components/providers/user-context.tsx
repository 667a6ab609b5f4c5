import { type ReactNode, createContext, useCallback, useContext, useMemo } from 'react';
import useSWR from 'swr';
import { getData, postData } from '@/lib/api/fetch-json';
import { hasSessionHint } from '@/lib/auth/session-hint';
import type { AuthUser } from '@/lib/auth/types';
import type { TMe } from '@/lib/users/me-types';
import type { TSubscription, TUserDetails } from '@/lib/users/user-types';

export const ME_KEY = '/api/me';

export type UserContextValue = {
  user: AuthUser | null;
  userDetails: TUserDetails | null;
  subscription: TSubscription | null;
  accessToken: string | null;
  rendersThisMonth: number;
  totalRenders: number;
  isLoading: boolean;
  /** Reloads user, details and subscription together (after sign-in or a token refresh). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
};

const UserContext = createContext<UserContextValue | undefined>(undefined);

async function fetchMe(url: string): Promise<TMe | null> {
  // A visitor's browser has no session to ask about; read at each load, so a sign-in that just set it counts.
  if (!hasSessionHint(document.cookie)) return null;
  try {
    return await getData<TMe>(url);
  } catch (error) {
    // Signed out is a state, not a failure.
    if ((error as { status?: number }).status === 401) return null;
    throw error;
  }
}

export function MyUserContextProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, mutate } = useSWR<TMe | null>(ME_KEY, fetchMe, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });

  const refresh = useCallback(async () => {
    await mutate();
  }, [mutate]);

  const signOut = useCallback(async () => {
    await postData({ url: '/api/auth/signout' });
    // Clears the session with its details and subscription at once.
    await mutate(null, { revalidate: false });
  }, [mutate]);

  const value = useMemo<UserContextValue>(
    () => ({
      user: data?.user ?? null,
      userDetails: data?.userDetails ?? null,
      subscription: data?.subscription ?? null,
      accessToken: data?.accessToken ?? null,
      rendersThisMonth: data?.rendersThisMonth ?? 0,
      totalRenders: data?.totalRenders ?? 0,
      isLoading,
      refresh,
      signOut,
    }),
    [data, isLoading, refresh, signOut],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserContextValue {
  const context = useContext(UserContext);
  if (context === undefined) throw new Error('useUser must be used within a MyUserContextProvider.');
  return context;
}
