import {
  type ReactNode,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { getData, postData } from '@/lib/api/fetch-json';
import { hasSessionHint } from '@/lib/auth/session-hint';
import type { AuthUser } from '@/lib/auth/types';
import type { TMe } from '@/lib/users/me-types';
import type { TSubscription, TUserDetails } from '@/lib/users/user-types';

const ME_KEY = '/api/me';

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

/**
 * The session as GET /api/me tells it, read once on load and again when the visitor comes back to the tab. A state
 * and one fetch rather than SWR: the header needs it on every page, and SWR would weigh on every page's first load.
 */
export function MyUserContextProvider({ children }: { children: ReactNode }) {
  // undefined while the first answer is awaited.
  const [data, setData] = useState<TMe | null | undefined>(undefined);
  // Only the newest request may set the state: a sign-out must not be undone by a read that left before it.
  const latest = useRef(0);

  // The answer is applied as a transition: the header, footer and whatever else shows the session re-render in
  // slices that leave the main thread free, instead of in one task while the page is still loading.
  const refresh = useCallback(() => {
    const request = ++latest.current;
    return fetchMe(ME_KEY).then(
      (me) => {
        if (request === latest.current) startTransition(() => setData(me));
      },
      () => {
        // A failed read keeps what was known; with nothing known the visitor is shown signed out.
        if (request === latest.current) startTransition(() => setData((known) => known ?? null));
      },
    );
  }, []);

  useEffect(() => {
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const signOut = useCallback(async () => {
    await postData({ url: '/api/auth/signout' });
    // Clears the session with its details and subscription at once.
    latest.current += 1;
    setData(null);
  }, []);

  const value = useMemo<UserContextValue>(
    () => ({
      user: data?.user ?? null,
      userDetails: data?.userDetails ?? null,
      subscription: data?.subscription ?? null,
      accessToken: data?.accessToken ?? null,
      rendersThisMonth: data?.rendersThisMonth ?? 0,
      totalRenders: data?.totalRenders ?? 0,
      isLoading: data === undefined,
      refresh,
      signOut,
    }),
    [data, refresh, signOut],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserContextValue {
  const context = useContext(UserContext);
  if (context === undefined) throw new Error('useUser must be used within a MyUserContextProvider.');
  return context;
}
