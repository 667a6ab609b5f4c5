-- The file route finds which render a stored output belongs to (outputs ? key).
create index renders_outputs_idx on public.renders using gin (outputs);
