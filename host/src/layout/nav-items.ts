/** Top navigation of the header and the drawer's list (docs/behaviour.md). */
export const headerNavItems = [
  { label: 'Career Paths', to: '/paths' },
  { label: 'Workshops & Events', to: '/events' },
  { label: 'Mentorship', to: '/mentorship' },
  { label: 'Plans', to: '/subscriptions' },
] as const;

export const drawerNavItems = [
  { label: 'Career Paths', to: '/paths', signedInOnly: false },
  { label: 'Events', to: '/events', signedInOnly: false },
  { label: 'Mentorship', to: '/mentorship', signedInOnly: false },
  { label: 'Pricing', to: '/subscriptions', signedInOnly: false },
  { label: 'Rating', to: '/rating', signedInOnly: false },
  { label: 'Blog', to: '/posts', signedInOnly: false },
  { label: 'Profile', to: '/profile', signedInOnly: true },
] as const;
