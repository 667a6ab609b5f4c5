-- Every unit of an allowance taken or given back is a row of one ledger: the web quota (usage.renders), the Pro API
-- images (usage.api_renders) and the listing writer's slots (private.listing_usage). A charge is a positive row; its
-- refund is a negative row naming it, and a charge can be named by one refund only, so a second refund of the same
-- charge is impossible rather than hidden. The counters stay the fast, locked totals the allowance checks read; they
-- change only together with a ledger row (takes in the statements that charge, refunds in refund_charge below).
create table private.allowance_ledger (
  id bigint generated always as identity primary key,
  allowance text not null check (allowance in ('web', 'api', 'listing')),
  -- The account, for the web quota and API images (and an account's listing slots); null for a visitor's.
  user_id uuid references auth.users (id) on delete cascade,
  -- The listing writer's counter row (user:…, visitor:…, ip:…); null for the other allowances.
  subject text,
  -- The usage month (YYYY-MM-01) of the web quota and API images; the listing slot's day or month.
  period text not null,
  amount integer not null check (amount <> 0),
  reason text not null,
  -- What the units paid for. Kept when the render or batch is deleted: the ledger is the record of what happened.
  render_id uuid,
  batch_id uuid,
  refund_of bigint unique references private.allowance_ledger (id) on delete cascade,
  created_at timestamptz not null default now(),
  check ((refund_of is null) = (amount > 0)),
  check ((allowance = 'listing') = (subject is not null)),
  check (allowance = 'listing' or user_id is not null)
);
create index allowance_ledger_user_idx on private.allowance_ledger (user_id, period) where user_id is not null;
create index allowance_ledger_render_idx on private.allowance_ledger (render_id) where render_id is not null;
create index allowance_ledger_subject_idx on private.allowance_ledger (subject, period) where subject is not null;
alter table private.allowance_ledger enable row level security;
revoke all on private.allowance_ledger from anon, authenticated;

-- The charge that paid for the render's current attempt (a retry pays again, with a new charge).
alter table public.renders add column charge_id bigint references private.allowance_ledger (id) on delete set null;

-- The only way units are given back: one negative row naming the charge, then the counter by exactly its amount.
-- False when the charge was already refunded (or there is none), so callers can never give back twice.
create function private.refund_charge(charge bigint, why text) returns boolean
language plpgsql security definer set search_path = public, private as $$
declare
  c private.allowance_ledger;
begin
  if charge is null then
    return false;
  end if;
  select * into c from private.allowance_ledger where id = charge and refund_of is null;
  if c.id is null then
    return false;
  end if;
  insert into private.allowance_ledger (allowance, user_id, subject, period, amount, reason, render_id, batch_id, refund_of)
  values (c.allowance, c.user_id, c.subject, c.period, -c.amount, why, c.render_id, c.batch_id, c.id)
  on conflict (refund_of) do nothing;
  if not found then
    return false;
  end if;
  if c.allowance = 'web' then
    update public.usage set renders = renders - c.amount where user_id = c.user_id and month = c.period::date;
  elsif c.allowance = 'api' then
    update public.usage set api_renders = api_renders - c.amount where user_id = c.user_id and month = c.period::date;
  else
    update private.listing_usage set used = used - c.amount where subject = c.subject and period = c.period;
  end if;
  return true;
end;
$$;
revoke all on function private.refund_charge(bigint, text) from public, anon, authenticated;

-- API renders no longer refund from the finishing trigger: failing and cancelling refund through the ledger like
-- every other render. The trigger keeps the completion counters and the outgoing webhook.
create or replace function public.finish_api_render() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  this_month date := date_trunc('month', now() at time zone 'utc')::date;
begin
  if new.status = old.status or old.status not in ('queued', 'processing') then
    return null;
  end if;
  if new.status = 'succeeded' then
    update public.users set
      api_total_completed = api_total_completed + new.variants,
      api_completed_month = case when api_completed_month_of = this_month
                                 then api_completed_month + new.variants else new.variants end,
      api_completed_month_of = this_month
    where id = new.user_id;
  end if;
  if new.webhook_url is not null and new.status in ('succeeded', 'failed', 'canceled') then
    insert into public.api_webhook_deliveries (render_id, url, event)
    values (new.id, new.webhook_url, 'render.' || new.status::text);
  end if;
  return null;
end;
$$;

-- A render deleted before it ended (by its owner, or with its photo) gives its units back, web or API alike.
drop trigger renders_refund_deleted_api on public.renders;
drop function public.refund_deleted_api_render();
create function public.refund_deleted_render() returns trigger
language plpgsql security definer set search_path = public, private as $$
begin
  if old.status in ('queued', 'processing') then
    perform private.refund_charge(old.charge_id, 'deleted');
  end if;
  return null;
end;
$$;
create trigger renders_refund_deleted after delete on public.renders
  for each row when (old.charge_id is not null) execute function public.refund_deleted_render();

-- Opening balances, so the counters equal the ledger from the start: each unfinished render gets the charge it was
-- made with (it can still be refunded exactly once), and whatever else the counters hold is one opening row each.
with unfinished as (
  select id, user_id, quota_month, quota_units, api_units from public.renders
  where status in ('queued', 'processing') and user_id is not null and (quota_units > 0 or api_units > 0)
), charged as (
  insert into private.allowance_ledger (allowance, user_id, period, amount, reason, render_id)
  select case when api_units > 0 then 'api' else 'web' end, user_id, quota_month::text,
         greatest(quota_units, api_units), 'opening_balance', id
  from unfinished
  returning id, render_id
)
update public.renders r set charge_id = charged.id from charged where r.id = charged.render_id;

insert into private.allowance_ledger (allowance, user_id, period, amount, reason)
select 'web', u.user_id, u.month::text, u.renders - coalesce(l.charged, 0), 'opening_balance'
from public.usage u
left join (select user_id, period, sum(amount) as charged from private.allowance_ledger
           where allowance = 'web' group by user_id, period) l on l.user_id = u.user_id and l.period = u.month::text
where u.renders - coalesce(l.charged, 0) > 0;

insert into private.allowance_ledger (allowance, user_id, period, amount, reason)
select 'api', u.user_id, u.month::text, u.api_renders - coalesce(l.charged, 0), 'opening_balance'
from public.usage u
left join (select user_id, period, sum(amount) as charged from private.allowance_ledger
           where allowance = 'api' group by user_id, period) l on l.user_id = u.user_id and l.period = u.month::text
where u.api_renders - coalesce(l.charged, 0) > 0;

insert into private.allowance_ledger (allowance, user_id, subject, period, amount, reason)
select 'listing', case when subject like 'user:%' then (select id from auth.users where id::text = substr(subject, 6)) end,
       subject, period, used, 'opening_balance'
from private.listing_usage where used > 0;

-- Renders made by Replicate: each prediction belongs to the render attempt (its job) that made it, so a retry starts
-- fresh ones and a late answer about an earlier attempt's prediction changes nothing. The intent is written before
-- Replicate is asked: a prediction whose creation was never recorded (the worker died) is found again by its
-- intent, which its webhook address names, instead of being created a second time.
alter table public.render_predictions drop constraint render_predictions_pkey;
alter table public.render_predictions drop constraint render_predictions_render_id_variant_key;
alter table public.render_predictions
  add column intent_id uuid not null default gen_random_uuid() primary key,
  add column job_id text,
  alter column prediction_id drop not null,
  alter column status set default 'creating',
  add constraint render_predictions_prediction_id_key unique (prediction_id);
-- Only the predictions of a render's attempt in progress are that attempt's: those of an attempt before a retry made
-- just before this change belong to none.
update public.render_predictions p set job_id = split_part(r.lease, ':', 1)
from public.renders r
where r.id = p.render_id and r.status = 'processing' and r.started_at is not null and p.created_at >= r.started_at;
update public.render_predictions set job_id = 'before-attempts' where job_id is null;
alter table public.render_predictions alter column job_id set not null;
create unique index render_predictions_attempt_idx on public.render_predictions (render_id, job_id, variant);
