-- Sessions, one-time e-mail links and the mail outbox of the embedded auth adapter. With Supabase Auth these tables
-- stay empty: Supabase keeps its own. Not exposed to any client role.
create schema if not exists local_auth;
revoke all on schema local_auth from public;

create table local_auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- SHA-256 of the cookie's token: a leaked table does not give working sessions.
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  user_agent text,
  ip text
);
create index sessions_user_id_idx on local_auth.sessions (user_id);

create table local_auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null unique,
  type text not null check (type in ('signup', 'magiclink', 'recovery')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table local_auth.outbox (
  id bigint generated always as identity primary key,
  to_email text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);

-- Keys (signing secret of local access tokens) made once per database.
create table local_auth.secrets (
  name text primary key,
  value text not null
);

-- Fixed-window counters for throttling (sign-in now; contact form, free trial and API later).
create schema if not exists private;
revoke all on schema private from public;
create table private.rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);
