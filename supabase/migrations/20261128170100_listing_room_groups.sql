-- Photos of one room in a listing kit are staged together: the same seed, the same furniture, and (hosted) the first
-- staged photo of the room as the model's reference for the others. A batch's photos are numbered by room from 1,
-- in the order the rooms first appear; a batch made before rooms existed had each photo as a room of its own.
alter table public.renders add column room_group smallint;
update public.renders set room_group = batch_position where batch_id is not null;
alter table public.renders
  add constraint renders_room_group check ((batch_id is null) = (room_group is null) and room_group between 1 and 40);
create index renders_batch_room_idx on public.renders (batch_id, room_group, batch_position) where batch_id is not null;
