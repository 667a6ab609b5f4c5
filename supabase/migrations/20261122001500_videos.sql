-- Before/after reveal videos of a finished render, made by the same in-process worker as local renders (ffmpeg).
create table public.videos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  render_id uuid not null references public.renders (id) on delete cascade,
  status public.render_status not null default 'queued',
  -- The MP4 in the storage adapter, once made.
  storage_key text unique,
  error text,
  duration_seconds real,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index videos_user_id_idx on public.videos (user_id, created_at desc);
create index videos_render_id_idx on public.videos (render_id);
create index videos_queue_idx on public.videos (created_at) where status = 'queued';
-- One unfinished video per render: asking again while it is being made returns that one (and two requests at
-- once cannot both insert).
create unique index videos_one_pending_idx on public.videos (render_id) where status in ('queued', 'processing');
alter table public.videos enable row level security;
create policy "Users read their own videos" on public.videos
  for select to authenticated using (user_id = auth.uid());
revoke all on public.videos from anon, authenticated;
grant select on public.videos to authenticated;
