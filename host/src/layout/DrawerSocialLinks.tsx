/** @jsxImportSource @emotion/react */
import { track } from '@qa/shared/analytics/analytics';
import { color, focusRing } from '@qa/shared/ui/tokens';
import { SocialIcon } from './SocialIcon';
import { socialLinks } from './social-links';

/** The drawer's social links: Facebook group, video channel, chat community, opened externally. */
export function DrawerSocialLinks() {
  const links = socialLinks();
  const order = ['Facebook', 'YouTube', 'Discord'];
  links.sort((a, b) => order.indexOf(a.network) - order.indexOf(b.network));
  return (
    <ul aria-label="Social links" css={{ display: 'flex', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {links.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${social.label}, opens in a new tab`}
            onClick={() => track('sidebar_social_button_click', { label: social.network })}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 40,
              height: 40,
              borderRadius: 8,
              color: color.brandDark,
              background: color.brandSubtle,
              ...focusRing,
            }}
          >
            <SocialIcon network={social.network} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
