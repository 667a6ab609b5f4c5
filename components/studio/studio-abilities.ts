import { hasStrictLayout } from '@/lib/studio/catalog/strict-layout';
import type { StudioMode } from './studio-api';

/**
 * What a studio offers: the one place where an account's studio and the home page's free trial differ. The trial
 * renders one variant with the defaults, keeps nothing in projects, and invites the visitor to sign up to keep a
 * result; everything else (the photo, the tools, the choices, the brush) is the same.
 */
export type StudioAbilities = {
  /** How many variants a render makes. */
  chooseVariants: boolean;
  /** Strict layout, for the tools that have it. */
  strictLayout: boolean;
  /** New renders go into the selected project. */
  projects: boolean;
  /** Cancel a running render, retry a failed one (its own). */
  manageRenders: boolean;
  /** Download, share and video a result (the trial shows the sign-up invitation instead). */
  resultActions: boolean;
  /** The reveal videos being made. */
  videoJobs: boolean;
};

const ACCOUNT: StudioAbilities = {
  chooseVariants: true,
  strictLayout: true,
  projects: true,
  manageRenders: true,
  resultActions: true,
  videoJobs: true,
};
const TRIAL: StudioAbilities = {
  chooseVariants: false,
  strictLayout: false,
  projects: false,
  manageRenders: false,
  resultActions: false,
  videoJobs: false,
};

export const studioAbilities = (mode: StudioMode): StudioAbilities => (mode === 'account' ? ACCOUNT : TRIAL);

/** Strict layout is offered where the studio has it and the tool does. */
export const offersStrictLayout = (abilities: StudioAbilities, tool: string) =>
  abilities.strictLayout && hasStrictLayout(tool);
