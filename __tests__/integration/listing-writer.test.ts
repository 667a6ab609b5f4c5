import 'next-test-api-route-handler';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { asService } from '@/lib/db/as-user';
import {
  LISTING_FREE_PER_MONTH,
  LISTING_SUBSCRIBER_PER_MONTH,
  LISTING_VISITOR_IP_PER_DAY,
  LISTING_VISITOR_PER_DAY,
} from '@/lib/listing/listing-limits';
import type { TFairHousingWarning, TListingHistoryItem } from '@/lib/listing/listing-input';
import * as itemRoute from '@/pages/api/listing-description/[id]';
import * as listingRoute from '@/pages/api/listing-description/index';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

// No OPENAI_API_KEY: the embedded template writer, end to end through the route. Visitors stand behind one trusted
// proxy: the last X-Forwarded-For entry is each one's address.
beforeAll(() => {
  process.env.TRUSTED_PROXY_HOPS = '1';
});
const t = setupTestDatabase();

const FACTS = {
  propertyType: 'townhouse',
  bedrooms: 3,
  bathrooms: 2.5,
  area: 1640,
  areaUnit: 'sqft',
  price: 489000,
  currency: 'USD',
  location: 'Riverside, Portland',
  features: ['renovated kitchen', 'private courtyard', 'EV charger'],
  tone: 'warm',
  length: 'medium',
  language: 'en',
};

type Result = { description: string; warnings: TFairHousingWarning[] };
type Visitor = { jar: Map<string, string>; headers: Record<string, string> };

let visitors = 0;
/** A new browser, each from its own address unless told. */
const newVisitor = (ip = `198.51.100.${++visitors}`): Visitor => ({
  jar: new Map(),
  headers: { 'x-forwarded-for': ip },
});
const write = (jar: Map<string, string>, body: unknown, headers: Record<string, string> = {}) =>
  callRoute(listingRoute, { method: 'POST', body, headers }, jar);
const history = async (jar: Map<string, string>) => {
  const res = await callRoute(listingRoute, {}, jar);
  expect(res.status).toBe(200);
  return (res.body as { descriptions: TListingHistoryItem[] }).descriptions;
};

describe('the listing writer (embedded mode)', () => {
  it('writes a description with every fact for a visitor, flags concerns in the facts and keeps no history', async () => {
    const visitor = newVisitor();
    const res = await write(
      visitor.jar,
      { ...FACTS, features: [...FACTS.features, 'perfect for young couples'] },
      visitor.headers,
    );
    expect(res.status).toBe(200);
    const { description, warnings } = res.body as Result;
    for (const fact of [
      'townhouse',
      '3 bedrooms',
      '2.5 bathrooms',
      '1,640 sq ft',
      '$489,000',
      'Riverside, Portland',
    ])
      expect(description).toContain(fact);
    for (const feature of FACTS.features) expect(description).toContain(feature);
    // The concern is reported where it was found, and kept out of the text.
    expect(warnings).toEqual([
      expect.objectContaining({
        phrase: 'perfect for young couples',
        category: 'familial_status',
        where: 'input',
      }),
    ]);
    expect(warnings[0]!.explanation.length).toBeGreaterThan(20);
    expect(warnings[0]!.suggestion.length).toBeGreaterThan(10);
    expect(description).not.toMatch(/couples/i);
    expect(visitor.jar.has('rc_trial')).toBe(true);
    const { rows } = await t.db().query('select id from public.listing_descriptions');
    expect(rows).toHaveLength(0);
  });

  it('writes in the language asked for, with its number and price formats', async () => {
    const visitor = newVisitor();
    const res = await write(
      visitor.jar,
      {
        ...FACTS,
        language: 'de',
        propertyType: 'apartment',
        area: 96,
        areaUnit: 'm2',
        currency: 'EUR',
        price: 389000,
      },
      visitor.headers,
    );
    expect(res.status).toBe(200);
    const { description } = res.body as Result;
    expect(description).toContain('Wohnung');
    expect(description).toContain('2,5 Badezimmer');
    expect(description).toContain('96 m²');
    expect(description).toMatch(/389\.000\s€/);
  });

  it(`lets a visitor write ${LISTING_VISITOR_PER_DAY} a day, then answers 402 with Retry-After and a way on`, async () => {
    const visitor = newVisitor();
    for (let i = 0; i < LISTING_VISITOR_PER_DAY; i++) {
      expect((await write(visitor.jar, FACTS, visitor.headers)).status).toBe(200);
    }
    const refused = await write(visitor.jar, FACTS, visitor.headers);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({
      error: 'listing_visitor_limit_reached',
      description: expect.stringMatching(/free account/),
      params: { perDay: LISTING_VISITOR_PER_DAY, perMonth: LISTING_FREE_PER_MONTH },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // A bad body is answered before anything is counted.
    const other = newVisitor();
    expect((await write(other.jar, { ...FACTS, bedrooms: -1 }, other.headers)).status).toBe(400);
    expect((await write(other.jar, FACTS, other.headers)).status).toBe(200);
  });

  it(`bounds new cookies from one address at ${LISTING_VISITOR_IP_PER_DAY} a day`, async () => {
    const ip = '192.0.2.77';
    let allowed = 0;
    for (let i = 0; i < LISTING_VISITOR_IP_PER_DAY + 2; i++) {
      const visitor = newVisitor(ip);
      if ((await write(visitor.jar, FACTS, visitor.headers)).status === 200) allowed++;
    }
    expect(allowed).toBe(LISTING_VISITOR_IP_PER_DAY);
  });

  it('keeps a signed-in user history, newest first, deletable by its owner only', async () => {
    const owner = await signUpUser('listing-owner@example.com');
    const other = await signUpUser('listing-other@example.com');
    expect((await write(owner.jar, FACTS)).status).toBe(200);
    const french = await write(owner.jar, { ...FACTS, language: 'fr', tone: 'luxury' });
    expect(french.status).toBe(200);

    const items = await history(owner.jar);
    expect(items.map((item) => item.language)).toEqual(['fr', 'en']);
    expect(items[0]).toMatchObject({
      description: (french.body as Result).description,
      warnings: [],
      input: { ...FACTS, language: 'fr', tone: 'luxury' },
    });
    expect(await history(other.jar)).toEqual([]);

    const theirs = await callRoute(itemRoute, { method: 'DELETE', query: { id: items[0]!.id } }, other.jar);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'listing_not_found', description: expect.any(String) });
    const mine = await callRoute(itemRoute, { method: 'DELETE', query: { id: items[0]!.id } }, owner.jar);
    expect(mine.status).toBe(200);
    expect((await history(owner.jar)).map((item) => item.id)).toEqual([items[1]!.id]);
    const again = await callRoute(itemRoute, { method: 'DELETE', query: { id: items[0]!.id } }, owner.jar);
    expect(again.status).toBe(404);
  });

  it('asks for a session to read or delete history', async () => {
    const res = await callRoute(listingRoute, {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'not_authenticated' });
    const del = await callRoute(itemRoute, {
      method: 'DELETE',
      query: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(del.status).toBe(401);
  });

  it(`gives a free account ${LISTING_FREE_PER_MONTH} a month (then 402) and a subscriber more`, async () => {
    const free = await signUpUser('listing-free@example.com');
    const subscriber = await signUpUser('listing-subscriber@example.com');
    await asService(async (tx) => {
      await tx.query("insert into public.products (id, name) values ('prod_listing', 'Roomcraft Pro')");
      await tx.query(
        "insert into public.prices (id, product_id, unit_amount, currency, interval) values ('price_listing', 'prod_listing', 2900, 'usd', 'month')",
      );
      await tx.query(
        "insert into public.subscriptions (id, user_id, status, price_id) values ('sub_listing', $1, 'active', 'price_listing')",
        [subscriber.id],
      );
      // The month so far, as if written already.
      const period = new Date().toISOString().slice(0, 7);
      await tx.query(
        'insert into private.listing_usage (subject, period, used) values ($1, $3, $4), ($2, $3, $4)',
        [`user:${free.id}`, `user:${subscriber.id}`, period, LISTING_FREE_PER_MONTH - 1],
      );
    });
    expect((await write(free.jar, FACTS)).status).toBe(200);
    const refused = await write(free.jar, FACTS);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({
      error: 'listing_allowance_used',
      description: expect.stringMatching(/Subscribe/),
      params: { perMonth: LISTING_FREE_PER_MONTH, max: LISTING_SUBSCRIBER_PER_MONTH },
    });
    expect((await write(subscriber.jar, FACTS)).status).toBe(200);
    expect((await write(subscriber.jar, FACTS)).status).toBe(200);
  });

  describe('answers bad input clearly, in the shared error shape', () => {
    // Each rule a person can break has its own code (translated in the browser), with the field at fault.
    const bad: [string, unknown, string, string, RegExp][] = [
      [
        'an unknown property type',
        { ...FACTS, propertyType: 'castle' },
        'property_type_required',
        'propertyType',
        /property type/,
      ],
      ['a fractional bedroom', { ...FACTS, bedrooms: 2.5 }, 'bedrooms_invalid', 'bedrooms', /whole number/],
      ['a third of a bathroom', { ...FACTS, bathrooms: 1.3 }, 'bathrooms_invalid', 'bathrooms', /halves/],
      ['too many bathrooms', { ...FACTS, bathrooms: 51 }, 'bathrooms_invalid', 'bathrooms', /0 to 50/],
      ['no area', { ...FACTS, area: 0 }, 'area_invalid', 'area', /more than 0/],
      ['an unknown unit', { ...FACTS, areaUnit: 'acres' }, 'area_unit_required', 'areaUnit', /sqft or m2/],
      ['a negative price', { ...FACTS, price: -5 }, 'price_invalid', 'price', /more than 0/],
      ['an unknown currency', { ...FACTS, currency: 'JPY' }, 'currency_required', 'currency', /currency/],
      ['a one-letter location', { ...FACTS, location: 'X' }, 'location_required', 'location', /location/],
      [
        'too many features',
        { ...FACTS, features: Array.from({ length: 21 }, (_, i) => `feature ${i}`) },
        'too_many_features',
        'features',
        /at most 20/,
      ],
      [
        'a long feature',
        { ...FACTS, features: ['x'.repeat(81)] },
        'feature_too_long',
        'features.0',
        /80 characters/,
      ],
      ['an unknown tone', { ...FACTS, tone: 'funny' }, 'tone_required', 'tone', /tone/],
      ['an unknown language', { ...FACTS, language: 'it' }, 'language_required', 'language', /language/],
      [
        'the bedrooms as text',
        { ...FACTS, bedrooms: 'three' },
        'bedrooms_invalid',
        'bedrooms',
        /number of bedrooms/,
      ],
    ];
    it.each(bad)('%s', async (_, body, code, field, message) => {
      const visitor = newVisitor();
      const res = await write(visitor.jar, body, visitor.headers);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: code, field, description: expect.stringMatching(message) });
    });

    it('a list instead of an object, in English for the program that sent it', async () => {
      const visitor = newVisitor();
      const res = await write(visitor.jar, [FACTS], visitor.headers);
      expect(res.body).toEqual({
        error: 'invalid_body',
        description: 'Send the property details as a JSON object.',
      });
    });

    it('malformed JSON and a missing body', async () => {
      const visitor = newVisitor();
      const malformed = await callRoute(
        listingRoute,
        { method: 'POST', rawBody: '{"bedrooms": ', headers: visitor.headers },
        visitor.jar,
      );
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ error: expect.any(String), description: expect.any(String) });
      const empty = await callRoute(listingRoute, { method: 'POST', headers: visitor.headers }, visitor.jar);
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ error: 'invalid_body' });
    });
  });
});
