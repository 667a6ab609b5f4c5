-- What billing needs beyond Stripe's shapes: event idempotency, monthly usage, affiliates, and the local test
-- payment provider's own records.

-- An unlimited plan (SPEC §3: Standard, Professional) has no monthly number: NULL means unlimited.
alter table public.users alter column monthly_quota drop not null;

-- Stripe events already applied; a redelivered event id is acknowledged without a second effect.
create table public.stripe_events (
  id text primary key,
  type text not null,
  created timestamptz not null,
  processed_at timestamptz not null default now()
);
alter table public.stripe_events enable row level security;
revoke all on public.stripe_events from anon, authenticated;

-- Renders per user per calendar month (UTC); the studio counts into it.
create table public.usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  month date not null,
  renders integer not null default 0 check (renders >= 0),
  primary key (user_id, month)
);
alter table public.usage enable row level security;
create policy "Users read their own usage" on public.usage for select to authenticated using (user_id = auth.uid());
revoke all on public.usage from anon, authenticated;
grant select on public.usage to authenticated;

create table public.affiliates (
  user_id uuid primary key references auth.users (id) on delete cascade,
  code text not null unique check (code ~ '^[a-z0-9]{6,20}$'),
  created_at timestamptz not null default now()
);
alter table public.affiliates enable row level security;
create policy "Affiliates read their own row" on public.affiliates
  for select to authenticated using (user_id = auth.uid());
revoke all on public.affiliates from anon, authenticated;
grant select on public.affiliates to authenticated;

create table public.affiliate_clicks (
  id bigint generated always as identity primary key,
  code text not null references public.affiliates (code) on delete cascade,
  created_at timestamptz not null default now()
);
create index affiliate_clicks_code_idx on public.affiliate_clicks (code);
alter table public.affiliate_clicks enable row level security;
revoke all on public.affiliate_clicks from anon, authenticated;

-- A paid checkout that came through an affiliate link; one per checkout session.
create table public.referrals (
  id bigint generated always as identity primary key,
  code text not null references public.affiliates (code) on delete cascade,
  referred_user_id uuid references auth.users (id) on delete set null,
  checkout_session_id text not null unique,
  amount bigint not null,
  commission bigint not null,
  currency char(3) not null,
  created_at timestamptz not null default now()
);
create index referrals_code_idx on public.referrals (code);
alter table public.referrals enable row level security;
revoke all on public.referrals from anon, authenticated;

-- The local test payment provider (embedded mode): its own truth, read back by the same sync code that reads
-- Stripe. With Stripe configured these stay empty.
create schema if not exists local_billing;
revoke all on schema local_billing from public;

create table local_billing.customers (
  id text primary key,
  email text not null,
  created_at timestamptz not null default now()
);

create table local_billing.checkout_sessions (
  id text primary key,
  customer_id text not null references local_billing.customers (id),
  user_id uuid not null references auth.users (id) on delete cascade,
  price_id text not null references public.prices (id),
  quantity integer not null,
  client_reference_id text,
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  subscription_id text,
  created_at timestamptz not null default now()
);

create table local_billing.subscriptions (
  id text primary key,
  customer_id text not null references local_billing.customers (id),
  user_id uuid not null,
  price_id text not null references public.prices (id),
  quantity integer not null,
  status public.subscription_status not null,
  cancel_at_period_end boolean not null default false,
  created timestamptz not null default now(),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  canceled_at timestamptz,
  ended_at timestamptz
);
