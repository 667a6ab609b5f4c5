import '@/lib/server-only';
import type {
  GetServerSidePropsContext,
  GetServerSidePropsResult,
  NextApiRequest,
  NextApiResponse,
} from 'next';
import { type NextRequest, NextResponse } from 'next/server';
import { sendError } from '@/lib/api/send-error';
import { authIoFromNode, authIoFromProxy } from './auth-io';
import { getAuth } from './get-auth';
import { NOT_AUTHENTICATED } from './not-authenticated';
import type { AuthIo, AuthUser, Session } from './types';

/** The session, or the spec's 401 thrown. */
export async function requireSession(io: AuthIo): Promise<Session> {
  const session = await getAuth().getSession(io);
  if (!session) throw NOT_AUTHENTICATED;
  return session;
}

/** SPEC §6: 401 `not_authenticated` without a session, 500 with the error text when the handler throws. */
export function withApiAuth(
  handler: (req: NextApiRequest, res: NextApiResponse, session: Session) => unknown | Promise<unknown>,
) {
  return async function authenticatedRoute(req: NextApiRequest, res: NextApiResponse) {
    try {
      const session = await requireSession(authIoFromNode(req, res));
      await handler(req, res, session);
    } catch (error) {
      sendError(res, error);
    }
  };
}

function withRedirectedFrom(redirectTo: string, from: string): string {
  const separator = redirectTo.includes('?') ? '&' : '?';
  return `${redirectTo}${separator}redirectedFrom=${encodeURIComponent(from)}`;
}

type PageAuthOptions<P> = {
  authRequired?: boolean;
  redirectTo?: string;
  getServerSideProps?: (
    ctx: GetServerSidePropsContext,
    session: Session | null,
  ) => Promise<GetServerSidePropsResult<P>>;
};

/**
 * Page-level protection (SPEC §6): without a session, a non-permanent redirect to `redirectTo` (default '/'); an
 * error in the page's own handler becomes an `error` prop instead of a crash.
 */
export function withPageAuth<P extends Record<string, unknown>>({
  authRequired = true,
  redirectTo = '/',
  getServerSideProps,
}: PageAuthOptions<P> = {}) {
  return async function pageAuth(
    ctx: GetServerSidePropsContext,
  ): Promise<GetServerSidePropsResult<P | { user: AuthUser | null } | { error: string }>> {
    const session = await getAuth().getSession(authIoFromNode(ctx.req, ctx.res));
    if (authRequired && !session) {
      return { redirect: { destination: withRedirectedFrom(redirectTo, ctx.resolvedUrl), permanent: false } };
    }
    if (!getServerSideProps) return { props: { user: session?.user ?? null } };
    try {
      const result = await getServerSideProps(ctx, session);
      if ('props' in result) {
        return { ...result, props: { user: session?.user ?? null, ...(await result.props) } as P };
      }
      return result;
    } catch (error) {
      return { props: { error: error instanceof Error ? error.message : String(error) } };
    }
  };
}

export type ProxyGuardOptions = {
  /** Where visitors without access are sent (SPEC §2: configurable, '/' by default). */
  redirectTo?: string;
  /** An optional per-user permission check; false sends the user away like a missing session. */
  isPermitted?: (user: AuthUser) => boolean | Promise<boolean>;
};

/** The request guard of proxy.ts, with the exact log lines of SPEC §8. */
export async function guardRequest(
  request: NextRequest,
  options: ProxyGuardOptions = {},
): Promise<NextResponse> {
  const from = request.nextUrl.pathname + request.nextUrl.search;
  // Created lazily and reused, so cookies an adapter refreshes travel on the response that goes out.
  let response: NextResponse | undefined;
  const redirect = () => {
    const away = NextResponse.redirect(
      new URL(withRedirectedFrom(options.redirectTo ?? '/', from), request.url),
    );
    // A session found ended has its cookies cleared by the adapter: that must reach the browser on the way out too.
    for (const cookie of response?.cookies.getAll() ?? []) away.cookies.set(cookie);
    return away;
  };
  const next = () => (response ??= NextResponse.next({ request }));
  try {
    const session = await getAuth().getSession(authIoFromProxy(request, next));
    if (!session) {
      console.log('No auth session, redirecting');
      return redirect();
    }
    if (options.isPermitted && !(await options.isPermitted(session.user))) {
      console.log('User is not permitted, redirecting');
      return redirect();
    }
    return next();
  } catch (error) {
    console.log('Authorization error, redirecting to login page', error);
    return redirect();
  }
}
