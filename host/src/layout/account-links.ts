import { href } from '@qa/shared/kernel/routing/route-table';

/** The header's account menu (docs/behaviour.md "Header"): the learner's own pages, then Logout. */
export const accountMenuItems = [
  { label: 'Dashboard', to: href('dashboard') },
  { label: 'My courses', to: href('my-courses') },
  { label: 'Course catalogue', to: href('courses') },
  { label: 'Profile', to: href('profile') },
] as const;

/**
 * The same pages under the drawer's user card, where a phone's visitor looks for them: all but
 * Profile, which is in the drawer's list already (as Logout is its button).
 */
export const drawerAccountLinks = [
  { label: 'Dashboard', to: href('dashboard') },
  { label: 'My courses', to: href('my-courses') },
  { label: 'Catalogue', to: href('courses') },
] as const;
