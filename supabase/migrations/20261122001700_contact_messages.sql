-- Messages sent through the contact form. Only the server writes and reads them (support answers by e-mail), so
-- row-level security is on with no policy and the client roles get no grants.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  topic text not null check (topic in ('general', 'sales', 'support', 'api', 'press', 'privacy')),
  message text not null check (char_length(message) between 10 and 5000),
  -- The sender's address hashed: enough to trace abuse back to one source without keeping the address itself.
  ip_hash text not null check (ip_hash ~ '^[0-9a-f]{64}$'),
  -- Set when the sender was signed in; the message outlives a deleted account as a record of what was asked.
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
alter table public.contact_messages enable row level security;
revoke all on public.contact_messages from anon, authenticated;
