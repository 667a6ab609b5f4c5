import { useEffect } from 'react';
import { useUser } from '@/components/providers/user-context';
import { profileProperties } from '@/lib/analytics/profile-properties';
import type { AnalyticsClient } from '@/lib/analytics/track';

/**
 * SPEC §4: on sign-in the user is identified with the profile of SPEC §3 and 'user_logged_in' is logged; on
 * sign-out the identity is reset. A sign-in is the first time this browser is identified as the user (after a
 * form, a magic link or an e-mail confirmation alike); later page views only refresh the profile.
 */
export function useAnalyticsIdentity(client: AnalyticsClient | null): void {
  const { user, userDetails, subscription, totalRenders, rendersThisMonth, isLoading } = useUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!client || isLoading) return;
    const identified = client.identifiedAs();
    if (!userId) {
      if (identified) client.reset();
      return;
    }
    // Another account signed in without a sign-out here (an expired session): start that person afresh.
    if (identified && identified !== userId) client.reset();
    client.identify(userId, profileProperties({ userDetails, subscription, totalRenders, rendersThisMonth }));
    if (identified !== userId) client.capture('user_logged_in', { method: 'email' });
  }, [client, isLoading, userId, userDetails, subscription, totalRenders, rendersThisMonth]);
}
