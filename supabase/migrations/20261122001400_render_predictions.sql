-- Renders made by Replicate: one prediction per variant, finished by signed webhooks (DESIGN §4 step 3).
create table public.render_predictions (
  prediction_id text primary key,
  render_id uuid not null references public.renders (id) on delete cascade,
  variant smallint not null,
  status text not null default 'starting',
  -- Our copy of the output (provider URLs expire).
  output_key text,
  created_at timestamptz not null default now(),
  unique (render_id, variant)
);
alter table public.render_predictions enable row level security;
revoke all on public.render_predictions from anon, authenticated;

-- When the reconciler last asked Replicate about a render whose webhook has not come.
alter table public.renders add column polled_at timestamptz;
create index renders_processing_idx on public.renders (started_at) where status = 'processing';

-- Webhook deliveries already handled: the same webhook-id again is a replay.
create table private.replicate_webhooks (
  webhook_id text primary key,
  received_at timestamptz not null default now()
);
