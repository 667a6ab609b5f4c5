-- Background work runs on a kept Postgres job queue (pg-boss, in its own schema, created by the queue itself). A
-- render or video records which attempt of which job holds it ("<job id>:<attempt>"): a later attempt of the same
-- job may take it over once the queue has declared the earlier holder dead, and only the holder's result is kept.
alter table public.renders add column lease text;
alter table public.videos add column lease text;
