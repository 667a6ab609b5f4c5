import '@/lib/server-only';
import { SignJWT, jwtVerify } from 'jose';
import { serverSecret } from '../server-secret';

const ISSUER = 'roomcraft-local-auth';
const LIFETIME_SECONDS = 3600;

/** Derived from AUTH_SECRET, which every server process is given: so they all agree, and the database holds no key. */
const signingKey = () => serverSecret('access_token');

export type AccessClaims = { sub: string; sid: string; email: string };

// A session's token is reused until it nears expiry instead of being signed on every request.
const REUSE_UNTIL_SECONDS_LEFT = 300;
const issued = new Map<string, { token: string; expiresAt: number }>();

/** A short-lived JWT shaped like Supabase's access token, for `Authorization: Bearer` calls. */
export async function signAccessToken(claims: AccessClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const cacheKey = `${claims.sid}:${claims.email}`;
  const cached = issued.get(cacheKey);
  if (cached && cached.expiresAt - now > REUSE_UNTIL_SECONDS_LEFT) return cached.token;
  const token = await new SignJWT({ email: claims.email, sid: claims.sid, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + LIFETIME_SECONDS)
    .sign(signingKey());
  if (issued.size > 10_000) issued.clear();
  issued.set(cacheKey, { token, expiresAt: now + LIFETIME_SECONDS });
  return token;
}

/** The session id inside a valid token, or null for any bad, foreign or expired token. */
export async function verifyAccessToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}
