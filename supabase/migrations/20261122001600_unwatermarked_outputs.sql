-- A watermarked render also keeps each result without the band: its owner may download either (the watermark is
-- a disclosure for listings, not a lock). Only the owner is ever served these; the public sees the marked ones.
alter table public.renders add column unwatermarked_outputs jsonb not null default '[]'::jsonb;
create index renders_unwatermarked_outputs_idx on public.renders using gin (unwatermarked_outputs);
alter table public.render_predictions add column unwatermarked_key text;
