/**
 * A new account on the server at `base`, signed in: sign-up answers "check your e-mail" without a session (as it does
 * for a taken address), and the password signs in at once. Returns the session cookie and the user's id.
 */
export async function benchAccount(base: string, email: string): Promise<{ cookie: string; userId: string }> {
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const credentials = { email, password: 'bench-password' };
  const signup = await fetch(`${base}/api/auth/signup`, json(credentials));
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);
  const signin = await fetch(`${base}/api/auth/signin`, json(credentials));
  if (signin.status !== 200) throw new Error(`sign-in failed: ${signin.status}`);
  const cookie = signin.headers
    .getSetCookie()
    .find((c) => c.startsWith('rc_session='))!
    .split(';')[0]!;
  return { cookie, userId: ((await signin.json()) as { user: { id: string } }).user.id };
}
