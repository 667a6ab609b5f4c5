import type { NextRequest } from 'next/server';
import { guardRequest } from '@/lib/auth/guards';

/** Pages that need an account; visitors go to sign-in and come back to where they were headed. */
export function proxy(request: NextRequest) {
  return guardRequest(request, { redirectTo: '/signin' });
}

export const config = {
  matcher: [
    '/account/:path*',
    '/studio/:path*',
    '/:locale(es|fr|de)/account/:path*',
    '/:locale(es|fr|de)/studio/:path*',
  ],
};
