/** @jsxImportSource @emotion/react */
import { track } from '@qa/shared/analytics/analytics';
import { color, focusRing } from '@qa/shared/ui/tokens';
import { SocialIcon } from './SocialIcon';
import { UNIVERSITY_EMAIL, socialLinks } from './social-links';

/** The university mail contact and the social links (spec §2 "Footer"). */
export function FooterContact() {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <a
        href={`mailto:${UNIVERSITY_EMAIL}`}
        onClick={() => track('footer_email_click', { label: UNIVERSITY_EMAIL })}
        css={{ color: color.footerText, fontSize: 15, textDecoration: 'none', '&:hover': { textDecoration: 'underline' }, ...focusRing }}
      >
        {UNIVERSITY_EMAIL}
      </a>
      <ul aria-label="Social links" css={{ display: 'flex', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
        {socialLinks().map((social) => (
          <li key={social.network}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${social.label}, opens in a new tab`}
              onClick={() => track('footer_social_button_click', { label: social.network })}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 40,
                height: 40,
                borderRadius: 8,
                color: color.footerText,
                background: 'rgba(255,255,255,0.08)',
                '&:hover': { background: 'rgba(255,255,255,0.18)' },
                ...focusRing,
              }}
            >
              <SocialIcon network={social.network} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
