-- The user context also carries the user's total number of renders (the analytics profile's total_renders, SPEC §3);
-- renders_user_id_idx (user_id, created_at) serves the count. api_completed_month reads 0 once its month is over.
create or replace function public.current_user_context() returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  result jsonb;
begin
  select jsonb_build_object(
    'user_details', (
      select jsonb_build_object(
        'id', u.id, 'full_name', u.full_name, 'avatar_url', u.avatar_url, 'monthly_quota', u.monthly_quota,
        'api_total_completed', u.api_total_completed,
        'api_completed_month', case when u.api_completed_month_of = date_trunc('month', now() at time zone 'utc')::date
                                    then u.api_completed_month else 0 end,
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
      where g.user_id = auth.uid() and g.month = date_trunc('month', now() at time zone 'utc')::date), 0),
    'total_renders', (select count(*) from public.renders r where r.user_id = auth.uid()))
  into result;
  return result;
end;
$$;
