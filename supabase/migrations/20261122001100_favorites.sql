-- A user's favourite renders (their own or public ones).
create table public.favorites (
  user_id uuid not null references auth.users (id) on delete cascade,
  render_id uuid not null references public.renders (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, render_id)
);
create index favorites_render_id_idx on public.favorites (render_id);
alter table public.favorites enable row level security;
create policy "Users read their own favourites" on public.favorites for select to authenticated using (user_id = auth.uid());
create policy "Users add their own favourites" on public.favorites for insert to authenticated with check (user_id = auth.uid());
create policy "Users remove their own favourites" on public.favorites for delete to authenticated using (user_id = auth.uid());
revoke all on public.favorites from anon, authenticated;
grant select, insert, delete on public.favorites to authenticated;
