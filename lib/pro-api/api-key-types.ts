import type { TApiUsage } from './v1-schemas';

/** What the account page sees of the Pro API: shapes only, so browser code may import them. */

export type { TApiUsage };

export type TApiKey = {
  id: string;
  name: string;
  /** The first characters of the key, enough to tell keys apart; the key itself is never stored. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/** What creating or rotating answers: the key and its webhook secret, shown this once. */
export type TCreatedApiKey = { key: string; webhookSecret: string; apiKey: TApiKey };

/** GET /api/api-keys. */
export type TApiKeysPage = { apiKeys: TApiKey[]; usage: TApiUsage };
