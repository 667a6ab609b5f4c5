-- GET /api/me in one statement (one round trip): the live session of a cookie's token hash, or of the session id in
-- a verified access token, with its user; the session's sliding expiry moved on when it is older than p_touch_after;
-- and the user's own context (public.current_user_context()) read as that user, under row-level security exactly
-- as asUser() reads it: the claims and the `authenticated` role are set for that call alone, and what the caller had
-- before is put back, so a transaction that calls this carries on as it was.
-- Not security definer: it runs as the server's own connection role, which owns local_auth (a security definer
-- function could not change the role).
create function local_auth.session_context(
  p_token_hash text, p_session_id uuid, p_touch_after interval, p_session_days integer
)
returns table (
  session_id uuid, expires_at timestamptz, id uuid, email text, email_confirmed_at timestamptz,
  created_at timestamptz, context jsonb
)
language plpgsql volatile set search_path = '' as $$
#variable_conflict use_column
declare
  found_session record;
  previous_role text := current_setting('role');
  previous_claims text := coalesce(current_setting('request.jwt.claims', true), '');
begin
  if p_session_id is null then
    select s.id as sid, s.last_seen_at, s.expires_at, u.id as uid, u.email, u.email_confirmed_at, u.created_at
      into found_session
      from local_auth.sessions s join auth.users u on u.id = s.user_id
      where s.token_hash = p_token_hash and s.expires_at > now();
  else
    select s.id as sid, s.last_seen_at, s.expires_at, u.id as uid, u.email, u.email_confirmed_at, u.created_at
      into found_session
      from local_auth.sessions s join auth.users u on u.id = s.user_id
      where s.id = p_session_id and s.expires_at > now();
  end if;
  if not found then
    return;
  end if;
  expires_at := found_session.expires_at;
  if found_session.last_seen_at < now() - p_touch_after then
    update local_auth.sessions s
      set last_seen_at = now(), expires_at = now() + make_interval(days => p_session_days)
      where s.id = found_session.sid
      returning s.expires_at into expires_at;
  end if;
  perform set_config('request.jwt.claims',
    jsonb_build_object('sub', found_session.uid, 'role', 'authenticated')::text, true);
  perform set_config('role', 'authenticated', true);
  context := public.current_user_context();
  perform set_config('role', previous_role, true);
  perform set_config('request.jwt.claims', previous_claims, true);
  session_id := found_session.sid;
  id := found_session.uid;
  email := found_session.email;
  email_confirmed_at := found_session.email_confirmed_at;
  created_at := found_session.created_at;
  return next;
end;
$$;
revoke all on function local_auth.session_context(text, uuid, interval, integer) from public;

-- The embedded server keeps GET /api/me's answers in memory (lib/auth/local/session-context-cache.ts) and drops a
-- user's the moment anything it is made of changes: these triggers name the user whose session, account, details,
-- subscription, usage or renders changed ('*' for the plan catalogue), in a notification sent when, and only if, the
-- change commits. Only a database whose server listens says so (`roomcraft.user_context_listener`, set with its
-- LISTEN on the embedded database's one session): elsewhere nothing is sent, and no commit queues on the
-- notification lock for nobody.
create function private.notify_user_context() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_setting('roomcraft.user_context_listener', true) = 'on' then
    perform pg_notify('user_context', coalesce(to_jsonb(coalesce(new, old)) ->> tg_argv[0], '*'));
  end if;
  return null;
end;
$$;

create trigger user_context_changed after update or delete on auth.users
  for each row execute function private.notify_user_context('id');
create trigger user_context_changed after update or delete on local_auth.sessions
  for each row execute function private.notify_user_context('user_id');
create trigger user_context_changed after insert or update or delete on public.users
  for each row execute function private.notify_user_context('id');
create trigger user_context_changed after insert or update or delete on public.subscriptions
  for each row execute function private.notify_user_context('user_id');
create trigger user_context_changed after insert or update or delete on public.usage
  for each row execute function private.notify_user_context('user_id');
create trigger user_context_changed after insert or delete on public.renders
  for each row execute function private.notify_user_context('user_id');
create trigger user_context_changed after insert or update or delete on public.prices
  for each row execute function private.notify_user_context();
create trigger user_context_changed after insert or update or delete on public.products
  for each row execute function private.notify_user_context();
