-- The Pro API: keys, API renders with their own monthly allowance, idempotency, and outgoing webhooks.

-- Only a prefix and a SHA-256 of each key are kept; the key itself is shown once. The webhook secret signs the
-- webhooks of the renders a key creates, so it must be readable by the server (never by the browser).
create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  prefix text not null,
  key_hash text not null unique,
  webhook_secret text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_user_idx on public.api_keys (user_id, created_at desc) where revoked_at is null;
alter table public.api_keys enable row level security;
create policy "Users read their own API keys" on public.api_keys
  for select to authenticated using (user_id = auth.uid());
create policy "Users create their own API keys" on public.api_keys
  for insert to authenticated with check (user_id = auth.uid());
create policy "Users revoke their own API keys" on public.api_keys
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
revoke all on public.api_keys from anon, authenticated;
grant select (id, user_id, name, prefix, created_at, last_used_at, revoked_at) on public.api_keys to authenticated;
grant insert (user_id, name, prefix, key_hash, webhook_secret) on public.api_keys to authenticated;
grant update (revoked_at) on public.api_keys to authenticated;

-- SPEC §3: users.api_key is the masked prefix of the newest live key; its presence means the API is enabled.
create function public.sync_user_api_key() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update public.users set api_key = (
    select k.prefix || '…' from public.api_keys k
    where k.user_id = new.user_id and k.revoked_at is null
    order by k.created_at desc, k.id desc limit 1)
  where id = new.user_id;
  return null;
end;
$$;
create trigger api_keys_sync_user after insert or update of revoked_at on public.api_keys
  for each row execute function public.sync_user_api_key();

-- API renders count against the API allowance (usage.api_renders), not the web quota: their quota_units are 0, so
-- the web refunds that run on failure and cancel give nothing back twice; api_units is refunded by the trigger below.
alter table public.usage add column api_renders integer not null default 0 check (api_renders >= 0);
alter table public.renders
  add column api_key_id uuid references public.api_keys (id) on delete set null,
  add column api_units smallint not null default 0 check (api_units >= 0),
  add column webhook_url text;
create index renders_api_idx on public.renders (user_id, created_at desc, id desc) where api_key_id is not null;

-- The month api_completed_month counts, so it starts again at 0 when a new month begins.
alter table public.users add column api_completed_month_of date;

-- The same Idempotency-Key and body give the same render and one charge (per account, for 24 hours).
create table public.api_idempotency_keys (
  user_id uuid not null references auth.users (id) on delete cascade,
  key text not null,
  request_hash text not null,
  render_id uuid references public.renders (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
alter table public.api_idempotency_keys enable row level security;
revoke all on public.api_idempotency_keys from anon, authenticated;

-- Outgoing webhooks: a row is written in the transaction that finishes the render, so none is ever lost; the
-- delivery worker sends it, retrying with backoff until it is acknowledged or given up.
create table public.api_webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  render_id uuid not null references public.renders (id) on delete cascade,
  url text not null,
  event text not null check (event in ('render.succeeded', 'render.failed', 'render.canceled')),
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_status integer,
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index api_webhook_deliveries_due_idx on public.api_webhook_deliveries (next_attempt_at) where status = 'pending';
create index api_webhook_deliveries_render_idx on public.api_webhook_deliveries (render_id);
alter table public.api_webhook_deliveries enable row level security;
revoke all on public.api_webhook_deliveries from anon, authenticated;

-- Whatever finishes an API render (the local worker, a Replicate webhook, the reconciler, a cancel) keeps the
-- API counters right and queues its webhook, in the same transaction.
create function public.finish_api_render() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  this_month date := date_trunc('month', now() at time zone 'utc')::date;
begin
  if new.status = old.status or old.status not in ('queued', 'processing') then
    return null;
  end if;
  if new.status = 'succeeded' then
    update public.users set
      api_total_completed = api_total_completed + new.variants,
      api_completed_month = case when api_completed_month_of = this_month
                                 then api_completed_month + new.variants else new.variants end,
      api_completed_month_of = this_month
    where id = new.user_id;
  elsif new.status in ('failed', 'canceled') and new.api_units > 0 then
    update public.usage set api_renders = greatest(api_renders - new.api_units, 0)
    where user_id = new.user_id and month = new.quota_month;
  end if;
  if new.webhook_url is not null and new.status in ('succeeded', 'failed', 'canceled') then
    insert into public.api_webhook_deliveries (render_id, url, event)
    values (new.id, new.webhook_url, 'render.' || new.status::text);
  end if;
  return null;
end;
$$;
create trigger renders_finish_api after update of status on public.renders
  for each row when (new.api_key_id is not null) execute function public.finish_api_render();

-- Deleting an API render before it finished gives its units back, as a cancel does.
create function public.refund_deleted_api_render() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if old.status in ('queued', 'processing') and old.api_units > 0 then
    update public.usage set api_renders = greatest(api_renders - old.api_units, 0)
    where user_id = old.user_id and month = old.quota_month;
  end if;
  return null;
end;
$$;
create trigger renders_refund_deleted_api after delete on public.renders
  for each row when (old.api_key_id is not null) execute function public.refund_deleted_api_render();
