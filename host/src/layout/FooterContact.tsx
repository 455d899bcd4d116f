/** @jsxImportSource @qa/shared/ui/light-jsx */
import { track } from '@qa/shared/kernel/analytics/analytics';
import { Stack } from '@qa/shared/ui/primitives/layout';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { SocialLinkList } from './SocialLinkList';
import { UNIVERSITY_EMAIL, socialLinks } from './social-links';

const mailStyle = {
  color: token('colors-gray-100'),
  fontSize: token('font-sizes-md'),
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  ...focusRing,
} as const;

/** The university mail contact and the social links (docs/behaviour.md "Footer"). */
export function FooterContact() {
  return (
    <Stack gap="4">
      <a
        href={`mailto:${UNIVERSITY_EMAIL}`}
        onClick={() => track('footer_email_click', { label: UNIVERSITY_EMAIL })}
        css={mailStyle}
      >
        {UNIVERSITY_EMAIL}
      </a>
      <SocialLinkList links={socialLinks()} event="footer_social_button_click" tone="dark" />
    </Stack>
  );
}
