-- POST /api/v1/batches takes an Idempotency-Key like POST /api/v1/renders: the key remembers the batch it made.
-- A key names one request of the account, whichever it was (a render's key sent to /batches is a reused key).
alter table public.api_idempotency_keys
  add column batch_id uuid references public.listing_batches (id) on delete set null;
