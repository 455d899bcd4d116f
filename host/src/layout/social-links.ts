import { getAppConfig } from '@qa/shared/kernel/config/app-config';

/** docs/behaviour.md: the Facebook group, the video channel and the chat community, in this one order in the drawer and the footer. */
export interface SocialLink {
  /** The network's name: the analytics label. */
  network: 'YouTube' | 'Facebook' | 'Discord';
  /** What the link is, for its accessible name. */
  label: string;
  href: string;
}

const FALLBACK_COMMUNITY_URL = 'https://discord.com/invite/qa-career';

function communityUrl(): string {
  try {
    return getAppConfig().communityUrl || FALLBACK_COMMUNITY_URL;
  } catch {
    return FALLBACK_COMMUNITY_URL; // config not loaded (tests, standalone)
  }
}

export function socialLinks(): SocialLink[] {
  return [
    { network: 'Facebook', label: 'Facebook group', href: 'https://www.facebook.com/groups/qacareer' },
    { network: 'YouTube', label: 'Video channel (YouTube)', href: 'https://www.youtube.com/@qacareer' },
    { network: 'Discord', label: 'Chat community (Discord)', href: communityUrl() },
  ];
}

/** The university mail contact of the footer. */
export const UNIVERSITY_EMAIL = 'university@qacareer.academy';
