/**
 * Every analytics event name, in one typed catalogue, with the properties each carries. Browser events go through
 * `track()` (lib/analytics/track.ts), server events through `captureServerEvent()` (server-analytics.ts); both are
 * typed by this catalogue, so a name or a property cannot drift between the two.
 */
export type AnalyticsEvents = {
  checkout_initiated: {
    plan_name: string;
    price_id: string;
    price_amount: number;
    interval: string | null;
    billing_interval: 'month' | 'year';
    currency: string;
    referral_id: string;
    timestamp: string;
  };
  /** The conversion event of SPEC §7, with the price amount. */
  'checkout-stripe': { value: number; currency: string };
  user_logged_in: { method: 'email' };
  /** `confirmation_required`: the account waits for its e-mail link before it can sign in. */
  user_signed_up: { method: 'email'; confirmation_required: boolean };
  render_created: RenderEventProperties & { variants: number };
  render_succeeded: RenderEventProperties & { duration_ms: number | null };
  /** `stage` 'create': the request was refused (quota, validation); 'render': the engine failed it. */
  render_failed: RenderEventProperties & { stage: 'create' | 'render'; error_code: string | null };
  upload_failed: { mode: 'account' | 'trial'; reason: 'invalid_type' | 'upload_error'; file_type: string };
  listing_generated: {
    property_type: string;
    tone: string;
    length: string;
    language: string;
    warning_count: number;
  };
  /** Server side, once the payment provider has confirmed the checkout (its webhook, or the local checkout). */
  purchase_completed: {
    plan_name: string | null;
    price_id: string;
    interval: string | null;
    quantity: number;
    value: number;
    currency: string;
    checkout_session_id: string;
    provider: 'stripe' | 'local';
  };
  api_key_created: { key_id: string };
  api_render_created: { render_id: string; tool: string; variants: number };
  api_render_succeeded: { render_id: string; tool: string; duration_ms: number | null };
  api_render_failed: { render_id: string; tool: string; error_code: string | null };
};

type RenderEventProperties = {
  /** Null when the render was never created. */
  render_id: string | null;
  mode: 'account' | 'trial';
  tool: string;
  room_type: string;
  style: string;
};

export type AnalyticsEventName = keyof AnalyticsEvents;
