-- Why a render or a video failed, as an error catalogue code the studio translates; `error` keeps the English text the API
-- returns. Renders that failed before this column existed keep only their text.
alter table public.renders add column if not exists error_code text;
alter table public.videos add column if not exists error_code text;
