-- A render's place in the fair-share queue counts its owner's renders still queued. Through renders_queue_idx that
-- count read every queued render of every owner, so each enqueue cost grew with the whole queue; this index reads
-- only the owner's own. An owner is a user or a trial visitor, never both (renders_one_owner).
create index renders_queued_owner_idx on public.renders ((coalesce(user_id, visitor_id))) where status = 'queued';
