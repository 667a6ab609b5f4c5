-- The photo edits a listing batch applied to its photos (enhance, straighten, sky replacement…): each with its
-- options and the positions of the photos it skipped because they do not show what the edit needs (no sky in an
-- interior), for the kit's note of what was applied. '[]' for a batch without edits.
alter table public.listing_batches add column edits jsonb not null default '[]'::jsonb;
