-- Uploaded photos and brushed masks, stored normalised (oriented, metadata stripped, at most 2048 px) with a
-- 512 px thumbnail. Files live in the storage adapter under these keys.
create table public.images (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null default 'photo' check (kind in ('photo', 'mask')),
  storage_key text not null unique,
  thumbnail_key text not null unique,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  -- What the user sent (after sniffing the bytes), for support and statistics.
  source_type text not null,
  source_bytes integer not null,
  is_public boolean not null default false,
  created_at timestamptz not null default now()
);
create index images_user_id_idx on public.images (user_id, created_at desc);
alter table public.images enable row level security;
create policy "Users read their own images and public ones" on public.images
  for select to authenticated using (user_id = auth.uid() or is_public);
create policy "Users add their own images" on public.images
  for insert to authenticated with check (user_id = auth.uid());
create policy "Users delete their own images" on public.images
  for delete to authenticated using (user_id = auth.uid());
revoke all on public.images from anon, authenticated;
grant select, insert, delete on public.images to authenticated;
