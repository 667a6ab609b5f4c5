import '@/lib/server-only';
/** Who photos and renders belong to: an account, or a visitor on the free trial (until their new account claims it). */
export type ImageOwner = { userId: string } | { visitorId: string };
