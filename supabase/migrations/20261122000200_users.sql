-- One row of product details per account (SPEC §3 "User details"), created by a trigger with the auth user.
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  avatar_url text,
  billing_address jsonb,
  payment_method jsonb,
  -- Renders a month; free accounts get 3, a plan sets its own allowance.
  monthly_quota integer not null default 3 check (monthly_quota >= 0),
  api_total_completed integer not null default 0,
  api_completed_month integer not null default 0,
  -- Masked prefix of the active API key; its presence means the API is enabled.
  api_key text,
  project_count integer not null default 0,
  created_at timestamptz not null default now()
);

alter table public.users enable row level security;
create policy "Users read their own details" on public.users
  for select to authenticated using (id = auth.uid());
create policy "Users update their own details" on public.users
  for update to authenticated using (id = auth.uid()) with check (id = auth.uid());

-- Row rules say whose row; column grants say which fields a user may change (never the quota or counters).
revoke all on public.users from anon, authenticated;
grant select on public.users to authenticated;
grant update (full_name, avatar_url) on public.users to authenticated;
grant all on public.users to service_role;

create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  insert into public.users (id, full_name, avatar_url)
  values (new.id, new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'avatar_url');
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
