import { type NextRequest, NextResponse } from 'next/server';
import { guardRequest } from '@/lib/auth/guards';

/** Pages that need an account; visitors go to sign-in and come back to where they were headed. */
const PROTECTED = /^\/(?:(?:es|fr|de)\/)?(?:account|studio)(?:\/|$)/;

export async function proxy(request: NextRequest) {
  // The referral tracker: `?via=CODE` may land on any page. The click is counted by an API route, which has the
  // visitor's connection: Next gives the proxy only headers (lib/client-address.ts says why that matters).
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
    : NextResponse.next();
}

export const config = {
  // Every page, never API routes or static files. Next puts the locale in front of each source and matches the path
  // with the default locale added (`/` is matched as `/en`), so the second source alone, which needs something after
  // `/<locale>/`, misses the locale roots `/`, `/es`, `/fr` and `/de`; Next reads the source `/` as exactly those.
  matcher: ['/', '/((?!api/|_next/|favicon.svg|robots.txt|sitemap.xml).*)'],
};
