-- The free trial (issue 4 §8): a visitor without an account uploads a photo and makes one render a day. The
-- visitor is known by a cookie whose hash is stored here; their photo and render belong to the visitor until the
-- account they create claims them.
create table private.trial_visitors (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  claimed_by uuid references auth.users (id) on delete set null,
  claimed_at timestamptz
);

-- A photo or render belongs to exactly one of: an account, or a trial visitor. RLS compares user_id with
-- auth.uid(), so a visitor's rows are invisible to every account until claimed.
alter table public.images alter column user_id drop not null;
alter table public.images add column visitor_id uuid references private.trial_visitors (id) on delete cascade;
alter table public.images add constraint images_one_owner check ((user_id is null) <> (visitor_id is null));
create index images_visitor_idx on public.images (visitor_id) where visitor_id is not null;

alter table public.renders alter column user_id drop not null;
alter table public.renders add column visitor_id uuid references private.trial_visitors (id) on delete cascade;
alter table public.renders add constraint renders_one_owner check ((user_id is null) <> (visitor_id is null));
create index renders_visitor_idx on public.renders (visitor_id, created_at) where visitor_id is not null;
