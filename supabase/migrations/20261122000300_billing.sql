-- Billing in Stripe's shapes (ids are Stripe's; the local checkout makes ids of the same form).

do $$ begin
  create type public.pricing_type as enum ('one_time', 'recurring');
exception when duplicate_object then null; end $$;
do $$ begin
  create type public.pricing_plan_interval as enum ('day', 'week', 'month', 'year');
exception when duplicate_object then null; end $$;
do $$ begin
  create type public.subscription_status as enum (
    'trialing', 'active', 'canceled', 'incomplete', 'incomplete_expired', 'past_due', 'unpaid', 'paused'
  );
exception when duplicate_object then null; end $$;

-- Maps a user to their Stripe customer; private: no policy, only trusted server code reads it.
create table public.customers (
  id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text unique not null
);
alter table public.customers enable row level security;
revoke all on public.customers from anon, authenticated;

create table public.products (
  id text primary key,
  active boolean not null default true,
  name text not null,
  description text,
  image text,
  metadata jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);
alter table public.products enable row level security;
create policy "Anyone reads products" on public.products for select to anon, authenticated using (true);
revoke all on public.products from anon, authenticated;
grant select on public.products to anon, authenticated;

create table public.prices (
  id text primary key,
  product_id text not null references public.products (id) on delete cascade,
  active boolean not null default true,
  description text,
  -- Minor units (cents).
  unit_amount bigint check (unit_amount >= 0),
  currency char(3) not null,
  type public.pricing_type not null default 'recurring',
  interval public.pricing_plan_interval,
  interval_count integer,
  trial_period_days integer,
  lookup_key text unique,
  metadata jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);
create index prices_product_id_idx on public.prices (product_id);
alter table public.prices enable row level security;
create policy "Anyone reads prices" on public.prices for select to anon, authenticated using (true);
revoke all on public.prices from anon, authenticated;
grant select on public.prices to anon, authenticated;

create table public.subscriptions (
  id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  status public.subscription_status not null,
  metadata jsonb not null default '{}'::jsonb,
  price_id text references public.prices (id),
  quantity integer not null default 1,
  cancel_at_period_end boolean not null default false,
  created timestamptz not null default now(),
  current_period_start timestamptz not null default now(),
  current_period_end timestamptz not null default now(),
  ended_at timestamptz,
  cancel_at timestamptz,
  canceled_at timestamptz,
  trial_start timestamptz,
  trial_end timestamptz,
  -- Time of the newest provider event applied, so an older event never overwrites newer state.
  synced_at timestamptz not null default now()
);
create index subscriptions_user_id_idx on public.subscriptions (user_id, status);
alter table public.subscriptions enable row level security;
create policy "Users read their own subscriptions" on public.subscriptions
  for select to authenticated using (user_id = auth.uid());
revoke all on public.subscriptions from anon, authenticated;
grant select on public.subscriptions to authenticated;
