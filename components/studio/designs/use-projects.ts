import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { deleteData, getData, patchData, postData } from '@/lib/api/fetch-json';
import type { TProject } from '@/lib/studio/projects/project-input';
import { useFeedStore, useProjectStore } from '@/store/studio-store-provider';

export const PROJECTS_KEY = '/api/projects';

const fetchProjects = (url: string) => getData<{ projects: TProject[] }>(url).then((r) => r.projects);

/**
 * The user's projects (GET /api/projects) mirrored into the project store, with create, rename and delete. Each
 * change writes the server's answer into the cache instead of reloading the list.
 */
export function useProjects() {
  const setProjects = useProjectStore((s) => s.setProjects);
  const activeProjectFilter = useFeedStore((s) => s.activeProjectFilter);
  const setActiveProjectFilter = useFeedStore((s) => s.setActiveProjectFilter);
  const { data, error, mutate } = useSWR<TProject[]>(PROJECTS_KEY, fetchProjects, {
    revalidateOnFocus: false,
  });

  useEffect(() => {
    if (data) setProjects(data);
  }, [data, setProjects]);

  const create = useCallback(
    async (name: string) => {
      const { project } = await postData<{ project: TProject }>({ url: PROJECTS_KEY, data: { name } });
      await mutate((list = []) => [project, ...list], { revalidate: false });
    },
    [mutate],
  );

  const rename = useCallback(
    async (id: string, name: string) => {
      const { project } = await patchData<{ project: TProject }>({
        url: `${PROJECTS_KEY}/${id}`,
        data: { name },
      });
      await mutate((list = []) => list.map((p) => (p.id === id ? project : p)), { revalidate: false });
    },
    [mutate],
  );

  const remove = useCallback(
    async (id: string) => {
      await deleteData(`${PROJECTS_KEY}/${id}`);
      await mutate((list = []) => list.filter((p) => p.id !== id), { revalidate: false });
      // The filter would otherwise ask for a project that no longer exists and get a 404.
      if (activeProjectFilter === id) setActiveProjectFilter(null);
    },
    [activeProjectFilter, mutate, setActiveProjectFilter],
  );

  return { projects: data, error: error as unknown, reload: () => void mutate(), create, rename, remove };
}
