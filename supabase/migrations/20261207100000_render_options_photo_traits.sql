-- A render's tool options (sky replacement's sky, paint-walls' colour): validated per tool when asked for, kept
-- for the engine and for a retry. '{}' for a tool that takes none.
alter table public.renders add column options jsonb not null default '{}'::jsonb;

-- What an uploaded photo shows, as the tools that need a kind of photo ask it (sky in view, walls, interior or
-- exterior): measured once per photo, off the event loop, the first time a tool asks, then read from here by every
-- later render, retry or batch of the same photo. Keys appear as they are measured.
alter table public.images add column photo_traits jsonb not null default '{}'::jsonb;
