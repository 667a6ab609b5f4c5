import * as signin from '@/pages/api/auth/signin';
import * as signup from '@/pages/api/auth/signup';
import { callRoute } from './call-route';

/**
 * Signs a new account up through the real routes, then signs in with it (sign-up itself starts no session: its
 * answer must be the same for a taken address). Returns its id and a cookie jar holding its session.
 */
export async function signUpUser(email: string, password = 'password-123', fullName?: string) {
  const jar = new Map<string, string>();
  const res = await callRoute(signup, { method: 'POST', body: { email, password, fullName } }, jar);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const signedIn = await callRoute(signin, { method: 'POST', body: { email, password } }, jar);
  if (signedIn.status !== 200)
    throw new Error(`sign-in failed: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return { id: (signedIn.body as { user: { id: string } }).user.id, jar };
}
