-- Render jobs (DESIGN §4). A render takes `variants` units of the month's quota when it is created, in the same
-- transaction, and gives them back if it fails or is cancelled.
do $$ begin
  create type public.render_status as enum ('queued', 'processing', 'succeeded', 'failed', 'canceled');
exception when duplicate_object then null; end $$;

create table public.renders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  image_id uuid not null references public.images (id) on delete cascade,
  mask_image_id uuid references public.images (id) on delete set null,
  tool text not null,
  room_type text not null,
  style text not null,
  prompt text,
  variants smallint not null default 1 check (variants between 1 and 4),
  watermark boolean not null default false,
  status public.render_status not null default 'queued',
  engine text,
  error text,
  -- Storage keys of the results, one per variant.
  outputs jsonb not null default '[]'::jsonb,
  is_public boolean not null default false,
  -- The usage month the quota was taken from, so a refund returns it to the same month.
  quota_month date not null,
  quota_units smallint not null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index renders_user_id_idx on public.renders (user_id, created_at desc);
create index renders_queue_idx on public.renders (created_at) where status = 'queued';
alter table public.renders enable row level security;
create policy "Users read their own renders and public ones" on public.renders
  for select to authenticated using (user_id = auth.uid() or is_public);
revoke all on public.renders from anon, authenticated;
grant select on public.renders to authenticated;
