/** Types for lib/early-answer-headers.js, which stays CommonJS so server.js can require it. */
import type { Header } from './security-headers';

/** The part of Next's build output `.next/routes-manifest.json` that holds next.config.js's header rules. */
export interface RoutesManifestHeaders {
  headers?: { source: string; regex: string; headers: Header[]; has?: unknown[]; missing?: unknown[] }[];
}

export function earlyAnswerHeaders(routesManifest: RoutesManifestHeaders, pathname: string): Header[] | null;
