import { describe, expect, it } from '@jest/globals';
import { hasSessionHint } from '@/lib/auth/session-hint';
import { sessionHintUpdate } from '@/lib/auth/session-hint-update';

const cookies = (pairs: Record<string, string>) =>
  Object.entries(pairs).map(([name, value]) => ({ name, value }));

describe('sessionHintUpdate', () => {
  it('sets the hint for a local or a Supabase session cookie, chunked or not', () => {
    for (const session of ['rc_session', 'sb-abcd-auth-token', 'sb-abcd-auth-token.0']) {
      expect(sessionHintUpdate(cookies({ [session]: 'token' }))).toEqual({
        name: 'rc_signed_in',
        value: '1',
        options: { sameSite: 'lax', path: '/' },
      });
    }
  });

  it('clears the hint when no session cookie is left, an emptied one included', () => {
    const jars: Record<string, string>[] = [{ rc_signed_in: '1' }, { rc_signed_in: '1', rc_session: '' }];
    for (const jar of jars) {
      expect(sessionHintUpdate(cookies(jar))).toEqual({
        name: 'rc_signed_in',
        value: '',
        options: { sameSite: 'lax', path: '/', maxAge: 0 },
      });
    }
  });

  it('leaves a hint in step alone, and takes no other cookie for a session', () => {
    expect(sessionHintUpdate(cookies({ rc_session: 't', rc_signed_in: '1' }))).toBeUndefined();
    expect(sessionHintUpdate(cookies({}))).toBeUndefined();
    expect(
      sessionHintUpdate(
        cookies({ rc_device: 'x', 'sb-abcd-auth-token-code-verifier': 'v', rc_signed_in: '' }),
      ),
    ).toBeUndefined();
  });
});

describe('hasSessionHint', () => {
  it('reads the hint from a cookie string', () => {
    expect(hasSessionHint('theme=dark; rc_signed_in=1')).toBe(true);
    expect(hasSessionHint('rc_signed_in=0')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
    // Only that cookie, with exactly that value: not one whose name or value merely ends or starts with it.
    expect(hasSessionHint('rc_signed_in=1;theme=dark')).toBe(true);
    expect(hasSessionHint('old_rc_signed_in=1; rc_signed_in=10')).toBe(false);
  });
});
