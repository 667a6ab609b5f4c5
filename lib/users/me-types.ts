import type { AuthUser } from '@/lib/auth/types';
import type { TSubscription, TUserDetails } from './user-types';

/** The body of GET /api/me. */
export type TMe = {
  user: AuthUser;
  accessToken: string;
  userDetails: TUserDetails | null;
  subscription: TSubscription | null;
  rendersThisMonth: number;
  totalRenders: number;
};
