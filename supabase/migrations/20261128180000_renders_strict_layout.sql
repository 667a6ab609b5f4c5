-- A render asked for in strict layout: hosted, it goes to the line- and segmentation-conditioned model of its tool;
-- locally, the structure guard holds it to a tighter tolerance. A retry keeps it (or turns it on).
alter table public.renders add column strict_layout boolean not null default false;
