import * as signup from '@/pages/api/auth/signup';
import { callRoute } from './call-route';

/** Signs a new account up through the real route; returns its id and a cookie jar holding its session. */
export async function signUpUser(email: string, password = 'password-123', fullName?: string) {
  const jar = new Map<string, string>();
  const res = await callRoute(signup, { method: 'POST', body: { email, password, fullName } }, jar);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: (res.body as { user: { id: string } }).user.id, jar };
}
