import '@/lib/server-only';
import { renderMarkdown } from '@/lib/guides/render-markdown';
import type { TApiReference, TReferenceField, TReferenceOperation } from './api-reference-types';
import { createOpenApiDocument } from './openapi-document';
import { referenceExamples } from './reference-examples';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  contentMediaType?: string;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string }>;
};

/** A schema's type in a few words: "string (uri)", "integer", "file". */
function typeOf(schema: Schema): string {
  if (schema.contentMediaType) return 'file';
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The OpenAPI document of /api/v1, turned into what the /pro-api reference shows. Runs at build time. */
export function buildApiReference(): TApiReference {
  const document = createOpenApiDocument() as unknown as {
    info: { description: string };
    servers: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const resolve = (schema: Schema | undefined): Schema =>
    schema?.$ref ? (document.components.schemas[schema.$ref.split('/').at(-1)!] ?? {}) : (schema ?? {});
  const baseUrl = document.servers[0]!.url;
  const examples = referenceExamples(baseUrl);

  const operations: TReferenceOperation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const fields: TReferenceField[] = (operation.parameters ?? []).map((parameter) => {
        const schema = resolve(parameter.schema);
        return {
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? false,
          type: typeOf(schema),
          description: parameter.description ?? schema.description ?? '',
          choices: schema.enum ?? [],
        };
      });
      // Each body form lists its own fields once; fields both forms share are listed with the first.
      for (const [mediaType, content] of Object.entries(operation.requestBody?.content ?? {})) {
        const body = resolve(content.schema);
        for (const [name, property] of Object.entries(body.properties ?? {})) {
          if (fields.some((field) => field.name === name)) continue;
          fields.push({
            name,
            in: mediaType === 'multipart/form-data' ? 'form' : 'body',
            required: body.required?.includes(name) ?? false,
            type: typeOf(property),
            description: property.description ?? '',
            choices: property.enum ?? [],
          });
        }
      }
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        fields,
        responses: Object.entries(operation.responses)
          .map(([status, response]) => ({ status, description: response.description }))
          .sort((a, b) => a.status.localeCompare(b.status)),
        examples: examples[operation.operationId] ?? { curl: '', javascript: '' },
      };
    }),
  );
  return { baseUrl, overviewHtml: renderMarkdown(document.info.description).html, operations };
}
