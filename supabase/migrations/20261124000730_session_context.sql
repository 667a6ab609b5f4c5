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
  session_id uuid, id uuid, email text, email_confirmed_at timestamptz, created_at timestamptz, context jsonb
)
language plpgsql volatile set search_path = '' as $$
#variable_conflict use_column
declare
  found_session record;
  previous_role text := current_setting('role');
  previous_claims text := coalesce(current_setting('request.jwt.claims', true), '');
begin
  if p_session_id is null then
    select s.id as sid, s.last_seen_at, u.id as uid, u.email, u.email_confirmed_at, u.created_at
      into found_session
      from local_auth.sessions s join auth.users u on u.id = s.user_id
      where s.token_hash = p_token_hash and s.expires_at > now();
  else
    select s.id as sid, s.last_seen_at, u.id as uid, u.email, u.email_confirmed_at, u.created_at
      into found_session
      from local_auth.sessions s join auth.users u on u.id = s.user_id
      where s.id = p_session_id and s.expires_at > now();
  end if;
  if not found then
    return;
  end if;
  if found_session.last_seen_at < now() - p_touch_after then
    update local_auth.sessions s
      set last_seen_at = now(), expires_at = now() + make_interval(days => p_session_days)
      where s.id = found_session.sid;
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
