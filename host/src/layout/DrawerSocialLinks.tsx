import { socialLinks } from './social-links';
import { SocialLinkList } from './SocialLinkList';

const order = ['Facebook', 'YouTube', 'Discord'];

/** The drawer's social links: Facebook group, video channel, chat community, opened externally. */
export function DrawerSocialLinks() {
  const links = socialLinks().sort((a, b) => order.indexOf(a.network) - order.indexOf(b.network));
  return <SocialLinkList links={links} event="sidebar_social_button_click" tone="light" iconSize={20} />;
}
