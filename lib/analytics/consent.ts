import { publicEnv } from '@/lib/public-env';

/**
 * The visitor's analytics choice, remembered in localStorage. 'off' when there is nothing to ask: no PostHog key,
 * or the browser says Do Not Track (or Global Privacy Control), which we take as a standing "no".
 */
export type ConsentState = 'off' | 'ask' | 'granted' | 'denied';

const STORAGE_KEY = 'roomcraft.analytics-consent';
const listeners = new Set<() => void>();

export function browserSaysDoNotTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function storedChoice(): 'granted' | 'denied' | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    // Storage blocked (privacy modes): ask again on each visit rather than assume.
    return null;
  }
}

export function consentState(): ConsentState {
  if (!publicEnv.posthogKey || browserSaysDoNotTrack()) return 'off';
  return storedChoice() ?? 'ask';
}

/** Forgets the visitor's answer, so the banner asks again (a "yes" is withdrawn at once). */
export function reopenConsent(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
  remembered = null;
  listeners.forEach((listener) => listener());
}

export function saveConsent(choice: 'granted' | 'denied'): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // The choice still holds for this page view.
    remembered = choice;
  }
  listeners.forEach((listener) => listener());
}

// A choice made while storage is blocked still counts until the page is left.
let remembered: 'granted' | 'denied' | null = null;

/** For useSyncExternalStore: the state now, with this page view's choice when storage would not keep it. */
export function consentSnapshot(): ConsentState {
  const state = consentState();
  return state === 'ask' && remembered ? remembered : state;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
