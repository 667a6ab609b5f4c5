/** Types for lib/early-answers.js, which stays CommonJS so server.js can require it. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Header } from './security-headers';

/** Answers a request on Node's own request and response, without the helpers Next adds to an API route's. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

type Matcher = { regexp: string };
type Rule = { source: string; regex: string; has?: unknown[]; missing?: unknown[] };

/** What of Next's build output the early answers follow (`.next/routes-manifest.json`, `.next/server/*-manifest.json`). */
export interface EarlyAnswerBuild {
  routesManifest: {
    basePath?: string;
    caseSensitive?: boolean;
    i18n?: { defaultLocale: string; domains?: readonly unknown[] } | null;
    headers?: (Rule & { headers: Header[] })[];
    onMatchHeaders?: Rule[];
    redirects?: Rule[];
    rewrites?: Rule[] | { beforeFiles?: Rule[]; afterFiles?: Rule[]; fallback?: Rule[] };
  };
  functionsConfigManifest?: { functions?: Record<string, { matchers?: Matcher[] }> };
  middlewareManifest?: { middleware?: Record<string, { matchers?: Matcher[] }> };
}

export function offerEarlyAnswer(pathname: string, answer: EarlyAnswer): void;
export function earlyAnswerHeaders(build: EarlyAnswerBuild, pathname: string): Header[] | null;
export function earlyAnswerer(
  build: EarlyAnswerBuild,
): (req: IncomingMessage, res: ServerResponse) => boolean;
