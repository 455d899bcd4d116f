/** @jsxImportSource @qa/shared/ui/light-jsx */
import { track } from '@qa/shared/kernel/analytics/analytics';
import { focusRing, token } from '@qa/shared/ui/tokens';
import { SocialLinkList } from './SocialLinkList';
import { UNIVERSITY_EMAIL, socialLinks } from './social-links';

/** The university mail contact and the social links (docs/behaviour.md "Footer"). */
export function FooterContact() {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <a
        href={`mailto:${UNIVERSITY_EMAIL}`}
        onClick={() => track('footer_email_click', { label: UNIVERSITY_EMAIL })}
        css={{
          color: token('colors-gray-100'),
          fontSize: token('font-sizes-md'),
          textDecoration: 'none',
          '&:hover': { textDecoration: 'underline' },
          ...focusRing,
        }}
      >
        {UNIVERSITY_EMAIL}
      </a>
      <SocialLinkList links={socialLinks()} event="footer_social_button_click" tone="dark" />
    </div>
  );
}
