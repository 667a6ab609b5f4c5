import { type NextRequest, NextResponse } from 'next/server';
import { guardRequest } from '@/lib/auth/guards';
import { sessionHintUpdate } from '@/lib/auth/session-hint-update';
import { developmentPagePolicy } from '@/lib/security/development-page-policy';

/** Pages that need an account; visitors go to sign-in and come back to where they were headed. */
const PROTECTED = /^\/(?:(?:es|fr|de)\/)?(?:account|studio)(?:\/|$)/;

async function route(request: NextRequest): Promise<NextResponse> {
  // The referral tracker: `?via=CODE` may land on any page. The click is counted by an API route, which has the
  // visitor's connection: Next gives the proxy only headers (lib/api/client-address.ts says why that matters).
  const via = request.nextUrl.searchParams.get('via');
  if (via && request.method === 'GET') {
    const page = request.nextUrl.clone();
    page.searchParams.delete('via');
    // NextURL's href carries the locale prefix (`/es/pricing`) that its pathname leaves out.
    const next = new URL(page.href);
    const click = new URL('/api/affiliate/click', request.url);
    click.searchParams.set('via', via);
    click.searchParams.set('next', next.pathname + next.search);
    return NextResponse.redirect(click, 307);
  }
  return PROTECTED.test(request.nextUrl.pathname)
    ? await guardRequest(request, { redirectTo: '/signin' })
    : NextResponse.next({ request });
}

export async function proxy(request: NextRequest) {
  // Production pages carry no inline script and keep next.config.js's static policy; a development page needs its own.
  // The Host header, not nextUrl: Next's development server calls every address `localhost` there.
  const policy =
    process.env.NODE_ENV === 'production'
      ? undefined
      : developmentPagePolicy(request.headers.get('host') ?? '');
  if (policy) request.headers.set('Content-Security-Policy', policy);
  const response = await route(request);
  if (policy) response.headers.set('Content-Security-Policy', policy);
  // Every page keeps the session hint in step with the session cookies (after the guard may have refreshed them).
  const hint = sessionHintUpdate(request.cookies.getAll());
  if (hint) response.cookies.set(hint.name, hint.value, hint.options);
  return response;
}

export const config = {
  // Every page, never API routes or static files. Next puts the locale in front of each source and matches the path
  // with the default locale added (`/` is matched as `/en`), so the second source alone, which needs something after
  // `/<locale>/`, misses the locale roots `/`, `/es`, `/fr` and `/de`; Next reads the source `/` as exactly those.
  matcher: ['/', '/((?!api/|_next/|favicon.svg|robots.txt|sitemap.xml).*)'],
};
