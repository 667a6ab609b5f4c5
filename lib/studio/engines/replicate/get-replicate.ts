import '@/lib/server-only';
import { type ReplicateClient, createReplicateClient } from './replicate-client';

let client: ReplicateClient | undefined;

/** The Replicate client of this process (production render engine). */
export function getReplicate(): ReplicateClient {
  client ??= createReplicateClient();
  return client;
}
