import { socialLinks } from './social-links';
import { SocialLinkList } from './SocialLinkList';

/** The drawer's social links: Facebook group, video channel, chat community, opened externally. */
export function DrawerSocialLinks() {
  return <SocialLinkList links={socialLinks()} event="sidebar_social_button_click" tone="light" iconSize={20} />;
}
