import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import sharp from 'sharp';
import { ROOM_TYPES } from '@/lib/studio/catalog/room-types';
import { STYLES } from '@/lib/studio/catalog/styles';
import { TOOLS, type Tool } from '@/lib/studio/catalog/tools';
import { EDIT_TOOLS, isEditTool } from '@/lib/studio/catalog/edit-tools';
import { toModelImage } from '@/lib/studio/engines/replicate/model-image';
import { outputUrl } from '@/lib/studio/engines/replicate/output-url';
import {
  type HostedToolId,
  LOCAL_IN_HOSTED_MODE,
  type ModelContext,
  REPLICATE_MODELS,
  REPLICATE_STRICT_LAYOUT_MODELS,
  type ToolModel,
  replicateModel,
} from '@/lib/studio/engines/replicate/replicate-models';

type Schema = Record<string, unknown>;
type Fixture = { components: { schemas: Record<string, Schema> } };

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'replicate-schemas');

const fixtureName = (model: string) => `${model.replace('/', '__')}.json`;

function readFixture(model: string): Fixture {
  return JSON.parse(readFileSync(path.join(FIXTURES, fixtureName(model)), 'utf8')) as Fixture;
}

/** Every model a render can use: each tool's, and the strict-layout ones. */
const HOSTED = TOOLS.filter((tool): tool is Tool & { id: HostedToolId } => !isEditTool(tool.id));
const CHOICES: { label: string; tool: Tool; spec: ToolModel }[] = [
  ...HOSTED.map((tool) => ({ label: tool.id, tool, spec: REPLICATE_MODELS[tool.id] })),
  ...HOSTED.filter((tool) => REPLICATE_STRICT_LAYOUT_MODELS[tool.id]).map((tool) => ({
    label: `${tool.id} (strict layout)`,
    tool,
    spec: REPLICATE_STRICT_LAYOUT_MODELS[tool.id]!,
  })),
];
const MODELS = [...new Set(CHOICES.map(({ spec }) => spec.model))];

// The published schemas say nothing of fields they do not name; we hold our inputs to naming only theirs, so a
// misspelt field fails here instead of being ignored at Replicate.
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
ajv.addKeyword('components');

function validator(model: string, component: 'Input' | 'Output'): ValidateFunction {
  const key = `replicate:${model}:${component}`;
  const existing = ajv.getSchema(`${key}#/components/schemas/${component}`);
  if (existing) return existing;
  const document = structuredClone(readFixture(model));
  if (component === 'Input') document.components.schemas.Input!.additionalProperties = false;
  ajv.addSchema(document, key);
  return ajv.getSchema(`${key}#/components/schemas/${component}`)!;
}

function expectValid(validate: ValidateFunction, value: unknown, what: string) {
  const valid = validate(value);
  if (!valid) throw new Error(`${what}: ${ajv.errorsText(validate.errors)}`);
}

let photo: string;
let mask: string;

beforeAll(async () => {
  const room = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 160, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  // White where brushed, black elsewhere: the masks the studio and the API take.
  const brushed = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 200, height: 120, channels: 3, background: { r: 255, g: 255, b: 255 } },
        })
          .png()
          .toBuffer(),
        left: 100,
        top: 200,
      },
    ])
    .png()
    .toBuffer();
  photo = await toModelImage(room);
  mask = await toModelImage(brushed);
});

function context(overrides: Partial<ModelContext> & Pick<ModelContext, 'tool'>): ModelContext {
  return {
    style: STYLES[0]!,
    room: ROOM_TYPES[0]!,
    prompt: null,
    image: photo,
    mask: overrides.tool.needsMask ? mask : null,
    seed: 1234,
    ...overrides,
  };
}

describe('the hosted model of each tool', () => {
  it('has a stored published schema for every model we call, and no schema we do not use', () => {
    expect(
      readdirSync(FIXTURES)
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual(MODELS.map(fixtureName).sort());
  });

  it('states for every tool the model, its pinned version or official route, a price and a reason', () => {
    expect(Object.keys(REPLICATE_MODELS).sort()).toEqual(HOSTED.map((tool) => tool.id).sort());
    for (const { label, spec } of CHOICES) {
      expect({ label, model: spec.model }).toEqual({
        label,
        model: expect.stringMatching(/^[\w-]+\/[\w.-]+$/),
      });
      if (spec.version !== undefined) expect(spec.version).toMatch(/^[0-9a-f]{64}$/);
      expect(spec.pricePerImage).toBeGreaterThan(0);
      expect(spec.pricePerImage).toBeLessThan(0.2);
      expect(spec.why.length).toBeGreaterThan(20);
    }
  });

  it('says for every photo edit why the local engine draws it in hosted mode too', () => {
    expect(Object.keys(LOCAL_IN_HOSTED_MODE).sort()).toEqual([...EDIT_TOOLS].sort());
    expect(HOSTED.length + EDIT_TOOLS.length).toBe(TOOLS.length);
    for (const why of Object.values(LOCAL_IN_HOSTED_MODE)) expect(why.length).toBeGreaterThan(40);
  });

  it('keeps a strict-layout choice for restyling on the line- and segmentation-conditioned model', () => {
    for (const tool of ['redesign', 'virtual-staging', 'furniture-restyle'] as const) {
      expect(replicateModel(tool, true).model).toBe('adirik/interior-design');
      expect(replicateModel(tool, false)).toBe(REPLICATE_MODELS[tool]);
    }
    // A tool without a strict-layout model keeps its own.
    expect(replicateModel('cleanup', true)).toBe(REPLICATE_MODELS.cleanup);
  });

  it('builds, for every tool, style and room, with and without a wish, an input its schema accepts', () => {
    let checked = 0;
    for (const { label, tool, spec } of CHOICES) {
      const validate = validator(spec.model, 'Input');
      for (const style of STYLES) {
        for (const room of ROOM_TYPES) {
          for (const prompt of [null, 'a reading corner by the window, warm oak and linen']) {
            const input = spec.input(context({ tool, style, room, prompt }));
            expectValid(validate, input, `${label} / ${style.id} / ${room.id} / ${prompt ?? 'no wish'}`);
            if (prompt) expect(JSON.stringify(input)).toContain(prompt);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(CHOICES.length * STYLES.length * ROOM_TYPES.length * 2);
  });

  it('sends the photo once, in the field its schema names for it', () => {
    for (const { label, tool, spec } of CHOICES) {
      const input = spec.input(context({ tool }));
      const properties = readFixture(spec.model).components.schemas.Input!.properties as Record<
        string,
        Schema
      >;
      const photoFields = Object.entries(input).filter(([, value]) =>
        Array.isArray(value) ? value.includes(photo) : value === photo,
      );
      expect({ label, fields: photoFields.map(([field]) => field) }).toEqual({
        label,
        fields: [expect.stringMatching(/^(image|input_image|image_input)$/)],
      });
      const [field, value] = photoFields[0]!;
      expect(String(properties[field]!.description)).toMatch(/image/i);
      // Arrays of references carry the photo alone.
      if (Array.isArray(value)) expect(value).toEqual([photo]);
    }
  });

  it('sends masked tools the brushed mask where their schema says white is changed, and other tools none', () => {
    for (const { label, tool, spec } of CHOICES) {
      const input = spec.input(context({ tool, mask }));
      const properties = readFixture(spec.model).components.schemas.Input!.properties as Record<
        string,
        Schema
      >;
      if (tool.needsMask) {
        expect(input.mask).toBe(mask);
        expect(String(properties.mask!.description)).toMatch(
          /black areas will be preserved while white areas will be inpainted/i,
        );
        expect(() => spec.input(context({ tool, mask: null }))).toThrow(/needs a mask/);
      } else {
        expect({ label, sent: JSON.stringify(input).includes(mask) }).toEqual({ label, sent: false });
      }
    }
  });

  it('passes the seed to every model whose schema takes one, so a variant can be reproduced', () => {
    for (const { label, tool, spec } of CHOICES) {
      const properties = readFixture(spec.model).components.schemas.Input!.properties as Record<
        string,
        Schema
      >;
      const input = spec.input(context({ tool, seed: 987_654 }));
      expect({ label, seed: input.seed }).toEqual({ label, seed: properties.seed ? 987_654 : undefined });
    }
  });

  it('is a validator that refuses a wrong field name, type, enumeration value or a missing required field', () => {
    for (const model of MODELS) {
      const { tool, spec } = CHOICES.find((choice) => choice.spec.model === model)!;
      const validate = validator(model, 'Input');
      const input = spec.input(context({ tool }));
      const schemas = readFixture(model).components.schemas;
      const required = schemas.Input!.required as string[];

      expect(validate({ ...input, picture: photo })).toBe(false);
      expect(validate({ ...input, prompt: 42 })).toBe(false);
      const withoutRequired = { ...input };
      delete withoutRequired[required[0]!];
      expect(validate(withoutRequired)).toBe(false);
      const enumerated = Object.keys(input).find((field) => {
        const property = (schemas.Input!.properties as Record<string, Schema>)[field]!;
        return 'allOf' in property;
      });
      if (enumerated) expect(validate({ ...input, [enumerated]: 'not-an-option' })).toBe(false);
      expect(validate(input)).toBe(true);
    }
  });

  it('keeps the photo and mask as data URIs under the 1 MB Replicate takes inline', () => {
    for (const uri of [photo, mask]) {
      expect(uri).toMatch(/^data:image\/jpeg;base64,/);
      expect(uri.length).toBeLessThanOrEqual(1_000_000);
    }
  });
});

describe('reading a finished prediction', () => {
  const url = 'https://replicate.delivery/xezq/abc123/output.jpg';

  it("finds the image in the output shape each model's schema gives", () => {
    for (const model of MODELS) {
      const shape = readFixture(model).components.schemas.Output!;
      const output = shape.type === 'array' ? [url] : url;
      expectValid(validator(model, 'Output'), output, `${model} output`);
      expect({ model, url: outputUrl(output) }).toEqual({ model, url });
    }
  });

  it('answers no image for an output in no documented shape', () => {
    for (const output of [null, undefined, [], {}, { url }, [{ url }], 'data:image/jpeg;base64,AAAA', [42]]) {
      expect(outputUrl(output)).toBeNull();
    }
  });
});
