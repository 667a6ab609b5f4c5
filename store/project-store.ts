import { createStore } from 'zustand/vanilla';
import type { TProject } from '@/lib/studio/projects/project-input';

/** SPEC §3: the user's projects and the one new renders go into. */

export type ProjectState = { projects: TProject[]; selectedProject: TProject | null };

export type ProjectActions = {
  setProjects(projects: TProject[]): void;
  selectProject(project: TProject | null): void;
};

export type ProjectStore = ReturnType<typeof createProjectStore>;

export function createProjectStore() {
  return createStore<ProjectState & ProjectActions>()((set) => ({
    projects: [],
    selectedProject: null,
    // A selected project that was deleted elsewhere is dropped with the list that no longer has it.
    setProjects: (projects) =>
      set((s) => ({
        projects,
        selectedProject: projects.find((p) => p.id === s.selectedProject?.id) ?? null,
      })),
    selectProject: (selectedProject) => set({ selectedProject }),
  }));
}
