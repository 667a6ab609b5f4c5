import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { CONTACT_LIMIT_PER_EMAIL, CONTACT_LIMIT_PER_IP } from '@/lib/contact/throttle-contact';
import * as contact from '@/pages/api/contact';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

// Senders stand behind one trusted proxy: the last X-Forwarded-For entry is each one's address.
beforeAll(() => {
  process.env.TRUSTED_PROXY_HOPS = '1';
});
const t = setupTestDatabase();

type Stored = {
  name: string;
  email: string;
  topic: string;
  message: string;
  ip_hash: string;
  user_id: string | null;
};

let senders = 0;
/** Each test writes from its own address and e-mail, so the limits of one test stay out of the next. */
function newSender() {
  senders += 1;
  return { ip: `198.51.100.${senders}`, email: `sender${senders}@example.com` };
}

const send = (forwardedFor: string, body: unknown, jar?: Map<string, string>) =>
  callRoute(contact, { method: 'POST', body, headers: { 'x-forwarded-for': forwardedFor } }, jar);

async function storedFor(email: string) {
  const { rows } = await t
    .db()
    .query<Stored>(
      'select name, email, topic, message, ip_hash, user_id from public.contact_messages where email = $1',
      [email],
    );
  return rows;
}

describe('POST /api/contact', () => {
  it('stores a valid message, with the address only as its sha256, and answers 201', async () => {
    const { ip, email } = newSender();
    const res = await send(ip, {
      name: '  Grace Hopper ',
      email: email.toUpperCase(),
      topic: 'sales',
      message: 'We would like a quote for 40 agents.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: { id: expect.any(String), createdAt: expect.any(String) },
    });
    expect(await storedFor(email)).toEqual([
      {
        name: 'Grace Hopper',
        email,
        topic: 'sales',
        message: 'We would like a quote for 40 agents.',
        ip_hash: createHash('sha256').update(ip).digest('hex'),
        user_id: null,
      },
    ]);
  });

  it('links the message to the account of a signed-in sender', async () => {
    const { ip, email } = newSender();
    const user = await signUpUser(email);
    const res = await send(
      ip,
      { name: 'Ada', email, topic: 'support', message: 'My render stays queued.' },
      user.jar,
    );
    expect(res.status).toBe(201);
    expect((await storedFor(email)).map((r) => r.user_id)).toEqual([user.id]);
  });

  it.each([
    [
      'a missing name',
      { email: 'a@example.com', topic: 'general', message: 'Hello there!' },
      {
        error: 'name_required',
        description: 'Enter your name.',
        field: 'name',
      },
    ],
    [
      'an invalid e-mail',
      { name: 'A', email: 'not-an-email', topic: 'general', message: 'Hello there!' },
      {
        error: 'invalid_email',
        description: 'Enter a valid e-mail address.',
        field: 'email',
      },
    ],
    [
      'an unknown topic',
      { name: 'A', email: 'a@example.com', topic: 'jobs', message: 'Hello there!' },
      {
        error: 'topic_required',
        description: 'Choose a topic.',
        field: 'topic',
      },
    ],
    [
      'a message under 10 characters',
      { name: 'A', email: 'a@example.com', topic: 'general', message: '  too short  ' },
      {
        error: 'message_too_short',
        description: 'Write at least 10 characters.',
        field: 'message',
        params: { min: 10 },
      },
    ],
    [
      'a message over 5,000 characters',
      { name: 'A', email: 'a@example.com', topic: 'general', message: 'x'.repeat(5001) },
      {
        error: 'message_too_long',
        description: 'Keep your message to 5,000 characters or fewer.',
        field: 'message',
        params: { max: 5000 },
      },
    ],
  ])('refuses %s with 400 in the shared error shape, storing nothing', async (_case, body, answer) => {
    const { ip } = newSender();
    const res = await send(ip, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answer);
    expect(await storedFor('a@example.com')).toEqual([]);
  });

  it('refuses a GET with 405', async () => {
    const res = await callRoute(contact, { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it(`throttles one address after ${CONTACT_LIMIT_PER_IP} messages an hour with 429 and Retry-After`, async () => {
    const { ip } = newSender();
    // Entries the sender writes itself land left of the proxy's and change nothing.
    for (let i = 0; i < CONTACT_LIMIT_PER_IP; i += 1) {
      const res = await send(`192.0.2.${i}, ${ip}`, {
        name: 'Busy',
        email: `busy${i}@example.com`,
        topic: 'general',
        message: `Message number ${i} from one address.`,
      });
      expect(res.status).toBe(201);
    }
    const res = await send(`192.0.2.99, ${ip}`, {
      name: 'Busy',
      email: 'busy-last@example.com',
      topic: 'general',
      message: 'One message too many from one address.',
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'rate_limited',
      description: expect.stringMatching(/Try again in/),
      params: { seconds: Number(res.headers.get('retry-after')) },
    });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedFor('busy-last@example.com')).toEqual([]);
  });

  it(`throttles one e-mail after ${CONTACT_LIMIT_PER_EMAIL} messages an hour, whatever the address`, async () => {
    const { email } = newSender();
    const body = { name: 'Roaming', email, topic: 'support', message: 'Writing from a new network.' };
    for (let i = 0; i < CONTACT_LIMIT_PER_EMAIL; i += 1) {
      expect((await send(newSender().ip, body)).status).toBe(201);
    }
    const res = await send(newSender().ip, body);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedFor(email)).toHaveLength(CONTACT_LIMIT_PER_EMAIL);
  });

  it('keeps the messages away from the client roles', async () => {
    const { rows } = await t.db().query<{ anon: boolean; authenticated: boolean }>(
      `select has_table_privilege('anon', 'public.contact_messages', 'select') as anon,
              has_table_privilege('authenticated', 'public.contact_messages', 'select') as authenticated`,
    );
    expect(rows).toEqual([{ anon: false, authenticated: false }]);
  });
});
