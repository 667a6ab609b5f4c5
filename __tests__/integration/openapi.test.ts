import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextApiHandler } from 'next';
import { ERROR_CATALOG } from '@/lib/api/error-catalog';
import * as openApiRoute from '@/pages/api/v1/openapi.json';
import { callRoute } from './helpers/call-route';

const V1_DIR = path.join(process.cwd(), 'pages', 'api', 'v1');

/** `renders/[id].ts` → `/renders/{id}`: every route file under pages/api/v1, as OpenAPI names its path. */
function v1Paths(): Map<string, string> {
  const files = readdirSync(V1_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  return new Map(
    files.map((file) => [
      `/${file.split(path.sep).join('/')}`
        .replace(/\.ts$/, '')
        .replace(/\/index$/, '')
        .replace(/\[(\w+)\]/g, '{$1}'),
      path.join(V1_DIR, file),
    ]),
  );
}

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
};

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await callRoute(openApiRoute);
    expect(res.status).toBe(200);
    const document = res.body as Document;
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
  });

  it('lists every /api/v1 route that exists, and no other', async () => {
    const document = (await callRoute(openApiRoute)).body as Document;
    expect(Object.keys(document.paths).sort()).toEqual([...v1Paths().keys()].sort());
  });

  it('documents exactly the methods each route answers', async () => {
    const document = (await callRoute(openApiRoute)).body as Document;
    for (const [route, file] of v1Paths()) {
      const handler = (await import(file)) as { default: NextApiHandler; config?: unknown };
      // A method a route does not answer gets 405 with Allow listing those it does.
      const res = await callRoute(handler, {
        method: 'PUT',
        query: { id: '00000000-0000-4000-8000-000000000000' },
      });
      expect(res.status).toBe(405);
      const allowed = res.headers.get('allow')!.toLowerCase().split(', ').sort();
      expect({ route, methods: Object.keys(document.paths[route]!).sort() }).toEqual({
        route,
        methods: allowed,
      });
    }
  });

  it('describes the render request with the catalogue, the Idempotency-Key header and the errors', async () => {
    const document = (await callRoute(openApiRoute)).body as Document & {
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
    };
    const request = document.components.schemas.RenderRequest!;
    expect(request.properties.tool!.enum).toContain('virtual-staging');
    expect(request.properties.style!.enum).toHaveLength(20);
    const post = document.paths['/renders']!.post as unknown as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(post.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]);
    expect(Object.keys(post.responses).sort()).toEqual(
      ['200', '202', '400', '401', '402', '409', '413', '415', '422', '429'].sort(),
    );
  });

  it('describes the batch request with the Idempotency-Key header, its replay and its refusal', async () => {
    const document = (await callRoute(openApiRoute)).body as Document;
    const post = document.paths['/batches']!.post as unknown as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(post.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]);
    expect(Object.keys(post.responses).sort()).toEqual(
      ['200', '202', '400', '401', '402', '404', '409', '413', '415', '422', '429'].sort(),
    );
    // The listing's facts are named like the rest of the API, in the request and in the batch.
    const schemas = (
      document as unknown as { components: { schemas: Record<string, { properties: object }> } }
    ).components.schemas;
    const facts = Object.keys(schemas.ListingFacts!.properties);
    expect(facts).toEqual(expect.arrayContaining(['property_type', 'area_unit', 'bedrooms', 'location']));
    expect(facts.filter((name) => /[A-Z]/.test(name))).toEqual([]);
    expect(Object.keys(schemas.Batch!.properties)).toContain('listing');
  });

  it('lists exactly the error catalogue as the codes an error can carry', async () => {
    const document = (await callRoute(openApiRoute)).body as Document & {
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
    };
    expect(document.components.schemas.Error!.properties.error!.enum).toEqual(Object.keys(ERROR_CATALOG));
    expect(document.components.schemas.Error!.properties.error!.enum).toContain('rate_limited');
  });
});
