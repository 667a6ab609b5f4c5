-- The structure guard's score of each output (0–1, in the order of outputs): how much of the room's walls, openings
-- and long lines the result kept. Renders finished before the guard have none.
alter table public.renders add column structure_scores jsonb not null default '[]'::jsonb;

-- A hosted output the guard refused is made once more with another seed: a second prediction of the same variant in
-- the same attempt. Its score is kept with the prediction until the render is finished.
alter table public.render_predictions
  add column retake smallint not null default 0 check (retake in (0, 1)),
  add column structure_score real;
drop index public.render_predictions_attempt_idx;
create unique index render_predictions_attempt_idx on public.render_predictions (render_id, job_id, variant, retake);
