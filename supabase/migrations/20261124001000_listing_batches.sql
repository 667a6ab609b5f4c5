-- Listing kits: the photos of one listing staged together, in one style and one seed family, then delivered as one
-- download. Each photo is an ordinary render (one unit, its own job, refunded on its own when it fails); the batch
-- holds what the photos share and knows when the last of them has ended.
create table public.listing_batches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  style text not null,
  -- Every photo of the batch renders with this seed, so the rooms look like one home.
  seed integer not null,
  photo_count smallint not null check (photo_count between 1 and 40),
  -- The facts the agent entered and the description written from them (null when none were given).
  listing jsonb,
  description text,
  description_warnings jsonb not null default '[]'::jsonb,
  api_key_id uuid references public.api_keys (id) on delete set null,
  webhook_url text,
  status text not null default 'processing' check (status in ('processing', 'finished')),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index listing_batches_user_idx on public.listing_batches (user_id, created_at desc, id desc);
alter table public.listing_batches enable row level security;
create policy "Users read their own listing batches" on public.listing_batches
  for select to authenticated using (user_id = auth.uid());
revoke all on public.listing_batches from anon, authenticated;
grant select on public.listing_batches to authenticated;

alter table public.renders
  add column batch_id uuid references public.listing_batches (id) on delete cascade,
  add column batch_position smallint,
  add column seed integer,
  add constraint renders_batch_position check ((batch_id is null) = (batch_position is null));
create unique index renders_batch_idx on public.renders (batch_id, batch_position) where batch_id is not null;

-- A batch's webhook is a delivery like a render's, of its own event.
alter table public.api_webhook_deliveries
  alter column render_id drop not null,
  add column batch_id uuid references public.listing_batches (id) on delete cascade,
  add constraint api_webhook_deliveries_subject check ((render_id is null) <> (batch_id is null)),
  drop constraint api_webhook_deliveries_event_check,
  add constraint api_webhook_deliveries_event_check
    check (event in ('render.succeeded', 'render.failed', 'render.canceled', 'batch.finished'));
create index api_webhook_deliveries_batch_idx on public.api_webhook_deliveries (batch_id) where batch_id is not null;

-- Marks the batch finished once none of its photos is waiting or rendering, and queues its one webhook, in the
-- transaction that ended (or deleted) its last photo. The batch row is locked first: photos ending at the same time
-- on two workers take turns, and the later one's next statement sees the earlier one's committed end, so exactly
-- one of them finishes the batch.
create function public.settle_listing_batch(batch uuid) returns void
language plpgsql security definer set search_path = public as $$
declare
  found public.listing_batches;
begin
  select * into found from public.listing_batches where id = batch for update;
  if found.id is null or found.status <> 'processing' then
    return;
  end if;
  if exists (select 1 from public.renders where batch_id = batch and status in ('queued', 'processing')) then
    return;
  end if;
  update public.listing_batches set status = 'finished', finished_at = now() where id = batch;
  if found.webhook_url is not null then
    insert into public.api_webhook_deliveries (batch_id, url, event) values (batch, found.webhook_url, 'batch.finished');
  end if;
end;
$$;

create function public.settle_batch_of_render() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'DELETE' then
    perform public.settle_listing_batch(old.batch_id);
  elsif new.status <> old.status and new.status in ('succeeded', 'failed', 'canceled') then
    perform public.settle_listing_batch(new.batch_id);
  end if;
  return null;
end;
$$;
create trigger renders_settle_batch after update of status on public.renders
  for each row when (new.batch_id is not null) execute function public.settle_batch_of_render();
create trigger renders_settle_batch_deleted after delete on public.renders
  for each row when (old.batch_id is not null) execute function public.settle_batch_of_render();
