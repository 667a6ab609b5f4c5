import 'next-test-api-route-handler';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { AppError } from '@/lib/api/app-error';
import type { TFairHousingWarning, TListingInput } from '@/lib/listing/listing-input';
import { ZListingInput } from '@/lib/listing/listing-input';
import { SYSTEM_PROMPT, createOpenAiWriter } from '@/lib/listing/openai-writer';
import * as listingRoute from '@/pages/api/listing-description/index';
import { callRoute } from './helpers/call-route';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

const KEY = 'sk-test-listing-writer';
const MODEL = 'gpt-4o-mini-test';
let openai: FakeOpenAi;

// Registered before the database helper's own beforeAll, so the config it reads already names OpenAI.
beforeAll(async () => {
  openai = await startFakeOpenAi(KEY, [MODEL]);
  Object.assign(process.env, {
    OPENAI_API_KEY: KEY,
    OPENAI_MODEL: MODEL,
    OPENAI_API_BASE: `${openai.url}/v1`,
    // Visitors stand behind one trusted proxy: the last X-Forwarded-For entry is each one's address.
    TRUSTED_PROXY_HOPS: '1',
  });
});
const t = setupTestDatabase();
afterAll(() => openai.close());
beforeEach(() => openai.reset());

const FACTS = {
  propertyType: 'condo',
  bedrooms: 2,
  bathrooms: 1,
  area: 84,
  areaUnit: 'm2',
  price: 315000,
  currency: 'EUR',
  location: 'Eixample, Barcelona',
  features: ['balcony', 'lift', 'air conditioning'],
  tone: 'professional',
  length: 'short',
  language: 'es',
};
const CLEAN =
  'Un apartamento en condominio en Eixample, Barcelona, con 2 dormitorios, 1 baño y 84 m². Precio: 315.000 €.';
type Result = { description: string; warnings: TFairHousingWarning[] };

let visitors = 0;
/** Each call from a new browser at a new address, so the visitor allowance stays out of the way. */
const write = (body: unknown = FACTS) =>
  callRoute(
    listingRoute,
    { method: 'POST', body, headers: { 'x-forwarded-for': `203.0.113.${++visitors}` } },
    new Map(),
  );

describe('the OpenAI listing writer', () => {
  it('sends the facts to Chat Completions with the key, the model and the fair-housing rules', async () => {
    openai.reply(() => CLEAN);
    const res = await write();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ description: CLEAN, warnings: [] });
    expect(openai.requests).toHaveLength(1);
    const [request] = openai.requests;
    expect(request!.model).toBe(MODEL);
    expect(request!.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(request!.messages[0]!.content).toMatch(/Use only the facts given/);
    expect(request!.messages[0]!.content).toMatch(/fair-housing/i);
    const prompt = request!.messages[1]!.content;
    expect(prompt).toMatch(/in Spanish, about 60 words/);
    for (const fact of [
      'condo',
      'Bedrooms: 2',
      'Bathrooms: 1',
      '84 square metres',
      '315000 EUR',
      'Eixample, Barcelona',
      '- balcony',
      '- lift',
      '- air conditioning',
    ])
      expect(prompt).toContain(fact);
  });

  it('rewrites a description that raised a concern once, telling the model what to avoid', async () => {
    openai.reply((request) =>
      request.messages.length > 2 ? CLEAN : `${CLEAN} Ideal para familias, en un barrio seguro.`,
    );
    const res = await write();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ description: CLEAN, warnings: [] });
    expect(openai.requests).toHaveLength(2);
    const retry = openai.requests[1]!.messages;
    expect(retry[2]).toEqual({ role: 'assistant', content: expect.stringContaining('Ideal para familias') });
    expect(retry[3]!.role).toBe('user');
    expect(retry[3]!.content).toMatch(/fair-housing/);
    expect(retry[3]!.content).toContain('"Ideal para familias"');
    expect(retry[3]!.content).toContain('"barrio seguro"');
  });

  it('reports what remains after the rewrite, and what was in the facts', async () => {
    openai.reply(() => `${CLEAN} Perfect for young couples, in an exclusive neighborhood.`);
    const res = await write({ ...FACTS, features: [...FACTS.features, 'near good schools'] });
    expect(res.status).toBe(200);
    const { warnings } = res.body as Result;
    expect(warnings.map((w) => [w.where, w.category, w.phrase])).toEqual([
      ['input', 'steering', 'good schools'],
      ['output', 'familial_status', 'Perfect for young couples'],
      ['output', 'steering', 'exclusive neighborhood'],
    ]);
    expect(warnings.every((w) => w.explanation && w.suggestion)).toBe(true);
    // The first request already named the concern in the facts.
    expect(openai.requests[0]!.messages[1]!.content).toContain('do not repeat them: "good schools"');
    expect(openai.requests).toHaveLength(2);
  });

  it('answers 502 in the shared shape when OpenAI fails, and does not count the attempt', async () => {
    openai.failNext(500);
    const res = await write();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: 'listing_writer_unavailable',
      description: 'The listing writer is unavailable right now. Please try again in a few minutes.',
    });
    // The address's slot was given back (and the visitor's with it).
    const { rows } = await t
      .db()
      .query<{ used: number }>('select used from private.listing_usage where subject = $1', [
        `ip:203.0.113.${visitors}`,
      ]);
    expect(rows).toEqual([{ used: 0 }]);
  });

  it('passes a rate limit on as 503 with Retry-After', async () => {
    openai.failNext(429, '17');
    const res = await write();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('17');
    expect(res.body).toEqual({ error: 'listing_writer_busy', description: expect.stringMatching(/busy/) });
  });

  it('answers 502 for a wrong key or model, without showing the provider message', async () => {
    const wrongKey = createOpenAiWriter({ apiKey: 'sk-wrong', base: `${openai.url}/v1` });
    const input: TListingInput = ZListingInput.parse(FACTS);
    await expect(wrongKey.write(input, { avoid: [] })).rejects.toMatchObject({
      status: 502,
      code: 'listing_writer_unavailable',
    });
    const wrongModel = createOpenAiWriter({ model: 'gpt-unknown', base: `${openai.url}/v1` });
    await expect(wrongModel.write(input, { avoid: [] })).rejects.toMatchObject({ status: 502 });
    const nobody = createOpenAiWriter({ base: 'http://127.0.0.1:9/v1' });
    await expect(nobody.write(input, { avoid: [] })).rejects.toMatchObject({ status: 502 });
  });

  it('gives up after its timeout with a clear error', async () => {
    openai.slow(500);
    const writer = createOpenAiWriter({ timeoutMs: 100 });
    const error = await writer.write(ZListingInput.parse(FACTS), { avoid: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 504, code: 'listing_writer_timeout' });
  });

  it('keeps what OpenAI wrote in a signed-in user history', async () => {
    openai.reply(() => CLEAN);
    const user = await signUpUser('listing-openai@example.com');
    expect((await callRoute(listingRoute, { method: 'POST', body: FACTS }, user.jar)).status).toBe(200);
    const res = await callRoute(listingRoute, {}, user.jar);
    expect(res.body).toMatchObject({ descriptions: [{ description: CLEAN, language: 'es' }] });
  });
});
