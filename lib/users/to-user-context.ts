import '@/lib/server-only';
import type { TSubscription, TUserDetails } from './user-types';

/** The user's own context: details, current subscription and render counts. */
export type TUserContext = {
  userDetails: TUserDetails | null;
  subscription: TSubscription | null;
  rendersThisMonth: number;
  /** Every render the user has made (the analytics profile's total_renders). */
  totalRenders: number;
};

/** What public.current_user_context() returns. */
export type TUserContextJson = {
  user_details: TUserDetails | null;
  subscription: TSubscription | null;
  renders_this_month: number;
  total_renders: number;
} | null;

export function toUserContext(context: TUserContextJson | undefined): TUserContext {
  return {
    userDetails: context?.user_details ?? null,
    subscription: context?.subscription ?? null,
    rendersThisMonth: context?.renders_this_month ?? 0,
    totalRenders: context?.total_renders ?? 0,
  };
}
