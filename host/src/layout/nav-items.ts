import { href } from '@qa/shared/kernel/routing/route-table';

/** Top navigation of the header and the drawer's list (docs/behaviour.md). */
export const headerNavItems = [
  { label: 'Career Paths', to: href('paths') },
  { label: 'Workshops & Events', to: href('events') },
  { label: 'Mentorship', to: href('mentorship') },
  { label: 'Plans', to: href('subscriptions') },
] as const;

export const drawerNavItems = [
  { label: 'Career Paths', to: href('paths'), signedInOnly: false },
  { label: 'Events', to: href('events'), signedInOnly: false },
  { label: 'Mentorship', to: href('mentorship'), signedInOnly: false },
  { label: 'Pricing', to: href('subscriptions'), signedInOnly: false },
  { label: 'Rating', to: href('rating'), signedInOnly: false },
  { label: 'Blog', to: href('posts'), signedInOnly: false },
  { label: 'Profile', to: href('profile'), signedInOnly: true },
] as const;

/** The drawer's items a visitor sees: the signed-in ones only when signed in. */
export const drawerItemsFor = (signedIn: boolean) => drawerNavItems.filter((item) => signedIn || !item.signedInOnly);
