-- Projects group a user's renders (SPEC §3: project_count above 0 means the user has projects).
create table public.projects (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Two projects of one user never share a name (case-insensitively), so a picker never shows look-alikes.
create unique index projects_user_name_idx on public.projects (user_id, lower(name));
alter table public.projects enable row level security;
create policy "Users read their own projects" on public.projects for select to authenticated using (user_id = auth.uid());
revoke all on public.projects from anon, authenticated;
grant select on public.projects to authenticated;

-- Deleting a project keeps its renders; they just leave the project.
alter table public.renders add column project_id uuid references public.projects (id) on delete set null;
create index renders_project_idx on public.renders (project_id, created_at desc) where project_id is not null;

-- The original photo's key beside the render, so its owner and, once public, everyone can download the original
-- (compliance: the unaltered photo beside the staged one) without reading another user's images row.
alter table public.renders add column image_key text;
update public.renders r set image_key = i.storage_key from public.images i where i.id = r.image_id;
alter table public.renders alter column image_key set not null;
create index renders_public_image_key_idx on public.renders (image_key) where is_public;

-- users.project_count follows the projects table; users cannot write it themselves (column grants).
create function public.count_user_projects() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    update public.users set project_count = project_count + 1 where id = new.user_id;
  else
    update public.users set project_count = greatest(project_count - 1, 0) where id = old.user_id;
  end if;
  return null;
end;
$$;
create trigger projects_count after insert or delete on public.projects
  for each row execute function public.count_user_projects();
