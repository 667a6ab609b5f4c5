import '@/lib/server-only';
import { createHash } from 'node:crypto';
import { asService } from '@/lib/db/as-user';
import type { TContactMessage } from './contact-input';

/** The sender's address as stored: never the address itself. */
export function hashIp(ip: string): string {
  return createHash('sha256').update(ip).digest('hex');
}

/**
 * Keeps one contact message. Written as the service: the table has no policies, since only support reads it and
 * a sender never reads their message back.
 */
export async function saveContactMessage(
  message: TContactMessage,
  sender: { ip: string; userId: string | null },
): Promise<{ id: string; createdAt: string }> {
  return asService(async (tx) => {
    const { rows } = await tx.query<{ id: string; created_at: Date }>(
      `insert into public.contact_messages (name, email, topic, message, ip_hash, user_id)
       values ($1, $2, $3, $4, $5, $6) returning id, created_at`,
      [message.name, message.email, message.topic, message.message, hashIp(sender.ip), sender.userId],
    );
    const row = rows[0]!;
    return { id: row.id, createdAt: new Date(row.created_at).toISOString() };
  });
}
