-- The AI listing writer (issue 7): the descriptions a signed-in user wrote are their history; visitors keep none.
create table public.listing_descriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  input jsonb not null,
  description text not null,
  warnings jsonb not null default '[]'::jsonb,
  language text not null check (language in ('en', 'es', 'fr', 'de')),
  created_at timestamptz not null default now()
);
create index listing_descriptions_user_idx on public.listing_descriptions (user_id, created_at desc);
alter table public.listing_descriptions enable row level security;
create policy "Users read their own listing descriptions" on public.listing_descriptions
  for select to authenticated using (user_id = auth.uid());
revoke all on public.listing_descriptions from anon, authenticated;
grant select on public.listing_descriptions to authenticated;

-- What each visitor, network address and account used of its allowance in one period ('2026-11-22' for a day,
-- '2026-11' for a month). One row per subject and period, so taking a slot is one atomic upsert.
create table private.listing_usage (
  subject text not null,
  period text not null,
  used integer not null check (used >= 0),
  primary key (subject, period)
);
