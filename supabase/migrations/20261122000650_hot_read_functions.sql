-- Reads made on nearly every request, as PL/pgSQL functions: their query plans are cached per connection instead
-- of being planned again for every call.

-- SPEC §7 user details and current subscription (newest trialing or active), and this month's renders, for the
-- caller's own auth.uid().
-- security invoker: it runs as the calling role, so row-level security applies exactly as to a direct query.
create function public.current_user_context() returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  result jsonb;
begin
  select jsonb_build_object(
    'user_details', (
      select jsonb_build_object(
        'id', u.id, 'full_name', u.full_name, 'avatar_url', u.avatar_url, 'monthly_quota', u.monthly_quota,
        'api_total_completed', u.api_total_completed, 'api_completed_month', u.api_completed_month,
        'api_key', u.api_key, 'project_count', u.project_count)
      from public.users u where u.id = auth.uid()),
    'subscription', (
      select jsonb_build_object(
        'id', s.id, 'status', s.status, 'quantity', s.quantity, 'cancel_at_period_end', s.cancel_at_period_end,
        'current_period_end', s.current_period_end, 'created', s.created,
        'prices', case when p.id is null then null else jsonb_build_object(
          'id', p.id, 'unit_amount', p.unit_amount, 'currency', p.currency, 'interval', p.interval,
          'products', case when pr.id is null then null else
            jsonb_build_object('id', pr.id, 'name', pr.name, 'metadata', pr.metadata) end) end)
      from public.subscriptions s
      left join public.prices p on p.id = s.price_id
      left join public.products pr on pr.id = p.product_id
      where s.user_id = auth.uid() and s.status in ('trialing', 'active')
      order by s.created desc, s.id desc
      limit 1),
    'renders_this_month', coalesce((
      select g.renders from public.usage g
      where g.user_id = auth.uid() and g.month = date_trunc('month', now() at time zone 'utc')::date), 0))
  into result;
  return result;
end;
$$;
revoke all on function public.current_user_context() from public;
grant execute on function public.current_user_context() to authenticated;

-- The live session and its user for a token hash (embedded auth).
create function local_auth.session_for_token(p_token_hash text)
returns table (
  session_id uuid, last_seen_at timestamptz, id uuid, email text, email_confirmed_at timestamptz,
  created_at timestamptz
)
language plpgsql stable set search_path = '' as $$
begin
  return query
    select s.id, s.last_seen_at, u.id, u.email, u.email_confirmed_at, u.created_at
    from local_auth.sessions s join auth.users u on u.id = s.user_id
    where s.token_hash = p_token_hash and s.expires_at > now();
end;
$$;
revoke all on function local_auth.session_for_token(text) from public;
