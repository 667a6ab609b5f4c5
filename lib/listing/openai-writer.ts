import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { getServerEnv } from '@/lib/env';
import type { TFairHousingWarning, TListingInput } from './listing-input';
import type { ListingWriter } from './listing-writer';

const TIMEOUT_MS = 20_000;
const WORDS = { short: 60, medium: 120, long: 220 } as const;
const LANGUAGES = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' } as const;
const TONES = {
  professional: 'professional: clear, precise and trustworthy',
  warm: 'warm: friendly and inviting, speaking to the reader',
  luxury: 'luxury: refined and elegant, without clichés',
  concise: 'concise: short sentences, facts first, no filler',
} as const;

export const SYSTEM_PROMPT = `You write real-estate listing descriptions.
Use only the facts given. Never invent rooms, materials, views, distances, condition, light, noise or amenities.
Mention every fact given: the property type, bedrooms, bathrooms, area with its unit, the price when given, the location and every feature.
Follow fair-housing rules (US Fair Housing Act and similar laws): describe the property, never the people who should live there.
Do not mention or suggest race, colour, national origin, religion, sex, disability, familial status, marital status or age.
Avoid phrases such as "perfect for young couples", "ideal for families", "adults only", "empty nesters", "bachelor pad",
"near churches", "Christian neighbourhood", "exclusive neighbourhood", "safe neighbourhood", "good schools", "integrated", "able-bodied".
Answer with the description only: plain text, paragraphs separated by a blank line, no title, no markdown.`;

function userPrompt(input: TListingInput, avoid: TFairHousingWarning[]): string {
  const facts = [
    `Property type: ${input.propertyType}`,
    `Bedrooms: ${input.bedrooms}`,
    `Bathrooms: ${input.bathrooms}`,
    `Area: ${input.area} ${input.areaUnit === 'sqft' ? 'square feet' : 'square metres'}`,
    input.price === undefined
      ? 'Price: not given (do not mention one)'
      : `Price: ${input.price} ${input.currency}`,
    `Location: ${input.location}`,
    input.features.length
      ? `Features:\n${input.features.map((f) => `- ${f}`).join('\n')}`
      : 'Features: none given',
  ];
  const concerns = avoid.filter((w) => w.where === 'input');
  return [
    `Write a listing description in ${LANGUAGES[input.language]}, about ${WORDS[input.length]} words, in a ${TONES[input.tone]} tone.`,
    '',
    'Facts:',
    ...facts,
    ...(concerns.length
      ? [
          '',
          `These words in the facts raise fair-housing concerns; do not repeat them: ${concerns.map((w) => `"${w.phrase}"`).join(', ')}.`,
        ]
      : []),
  ].join('\n');
}

function retryPrompt(avoid: TFairHousingWarning[]): string {
  const found = avoid.filter((w) => w.where === 'output');
  return `Your description contains wording that raises fair-housing concerns: ${found
    .map((w) => `"${w.phrase}" (${w.explanation} Instead: ${w.suggestion})`)
    .join('; ')}. Rewrite the whole description without these phrases, keeping every fact.`;
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

const unavailable = () => new AppError('listing_writer_unavailable');

/** What OpenAI said went wrong (`{error: {message}}`), for the server log; the user reads our own words. */
async function providerDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : '';
  } catch {
    return '';
  }
}

/** The production writer: OpenAI's Chat Completions API with the model from the config. */
export function createOpenAiWriter(
  options: { apiKey?: string; model?: string; base?: string; timeoutMs?: number } = {},
): ListingWriter {
  const env = getServerEnv();
  const apiKey = options.apiKey ?? env.OPENAI_API_KEY ?? '';
  const model = options.model ?? env.OPENAI_MODEL;
  const base = (options.base ?? env.OPENAI_API_BASE).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function complete(messages: ChatMessage[], words: number): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${base}/chat/completions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        // Tokens run about 1.5 a word in these languages; the margin keeps a long text from being cut off.
        body: JSON.stringify({ model, messages, temperature: 0.7, max_tokens: words * 3 }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // By name: the DOMException may come from another realm than this module's Error.
      if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
        throw new AppError('listing_writer_timeout');
      }
      console.error('[listing] OpenAI is unreachable', error);
      throw unavailable();
    }
    if (response.status === 429) {
      // Rate-limited or out of quota at OpenAI: busy for a while, not broken; the client may retry after it.
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new AppError('listing_writer_busy', {
        headers: {
          'Retry-After': String(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 30),
        },
      });
    }
    if (!response.ok) {
      console.error(`[listing] OpenAI answered ${response.status}: ${await providerDetail(response)}`);
      throw unavailable();
    }
    const body = (await response.json().catch(() => null)) as {
      choices?: { message?: { content?: unknown } }[];
    } | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) {
      console.error('[listing] OpenAI answered without a description');
      throw unavailable();
    }
    return content.trim();
  }

  return {
    name: 'openai',
    write(input, { avoid, draft }) {
      const messages: ChatMessage[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userPrompt(input, avoid) },
      ];
      if (draft)
        messages.push({ role: 'assistant', content: draft }, { role: 'user', content: retryPrompt(avoid) });
      return complete(messages, WORDS[input.length]);
    },
  };
}
