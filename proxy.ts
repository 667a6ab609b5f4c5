import { type NextRequest, NextResponse } from 'next/server';
import { forwardedClientIp } from '@/lib/auth/auth-io';
import { guardRequest } from '@/lib/auth/guards';
import { recordClick } from '@/lib/billing/affiliates/record-click';

/** Pages that need an account; visitors go to sign-in and come back to where they were headed. */
const PROTECTED = /^\/(?:(?:es|fr|de)\/)?(?:account|studio)(?:\/|$)/;

export async function proxy(request: NextRequest) {
  const response = PROTECTED.test(request.nextUrl.pathname)
    ? await guardRequest(request, { redirectTo: '/signin' })
    : NextResponse.next();
  // SPEC §1: the referral tracker; `?via=CODE` may land on any page.
  const via = request.nextUrl.searchParams.get('via');
  if (via) {
    const ip = forwardedClientIp(request.headers.get('x-forwarded-for')) ?? 'unknown';
    await recordClick(via, ip, (name, value, options) => response.cookies.set(name, value, options)).catch(
      (error: unknown) => console.error('[affiliates] click not recorded', error),
    );
  }
  return response;
}

export const config = {
  // Every page, never API routes or static files. Next puts the locale in front of each source and matches the path
  // with the default locale added (`/` is matched as `/en`), so the second source alone, which needs something after
  // `/<locale>/`, misses the locale roots `/`, `/es`, `/fr` and `/de`; Next reads the source `/` as exactly those.
  matcher: ['/', '/((?!api/|_next/|favicon.svg|robots.txt|sitemap.xml).*)'],
};
