-- A photo that starts again (a retry of a failed or cancelled one) reopens its finished batch: the batch is running
-- until that photo has ended, its kit waits for it, and the batch then finishes again with another batch.finished.
-- The batch row is locked whether or not the batch is finished, as settle_listing_batch locks it: a photo ending on
-- another worker at the same moment takes turns with the retry, and whichever goes second sees the other's commit
-- (the retried photo waiting, or the batch finished), so a batch is never left finished with a photo to render.
create function public.reopen_listing_batch(batch uuid) returns void
language plpgsql security definer set search_path = public as $$
declare
  found public.listing_batches;
begin
  select * into found from public.listing_batches where id = batch for update;
  if found.id is null or found.status <> 'finished' then
    return;
  end if;
  update public.listing_batches set status = 'processing', finished_at = null where id = batch;
end;
$$;
-- Only the trigger below reopens or settles a batch: functions in public are callable through the Data API, and
-- these run as their owner.
revoke all on function public.reopen_listing_batch(uuid) from public, anon, authenticated;
revoke all on function public.settle_listing_batch(uuid) from public, anon, authenticated;

create or replace function public.settle_batch_of_render() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'DELETE' then
    perform public.settle_listing_batch(old.batch_id);
  elsif new.status = old.status then
    return null;
  elsif new.status in ('succeeded', 'failed', 'canceled') then
    perform public.settle_listing_batch(new.batch_id);
  elsif old.status in ('succeeded', 'failed', 'canceled') then
    perform public.reopen_listing_batch(new.batch_id);
  end if;
  return null;
end;
$$;
