-- Servers on PostgreSQL keep GET /api/me's answers too now (where DATABASE_LISTEN_URL names a connection that can
-- LISTEN), so a change must be notified whoever commits it: a web instance, a worker, a job queue's handler, a script
-- or someone at psql. A gate that each writer's session has to open would leave answers stale wherever one forgot
-- (and settings a pooler may not pass on), so every change notifies. With nobody listening a notification costs a
-- short entry in the server's queue, dropped at once; the writes that send them (sign-in and sign-out, a render, a
-- payment, a session's hourly touch) are few beside the reads they spare.
create or replace function private.notify_user_context() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_notify('user_context', coalesce(to_jsonb(coalesce(new, old)) ->> tg_argv[0], '*'));
  return null;
end;
$$;
