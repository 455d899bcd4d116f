/** @jsxImportSource @qa/shared/ui/light-jsx */
import { track } from '@qa/shared/kernel/analytics/analytics';
import { token } from '@qa/shared/ui/styles/tokens';
import { ButtonAnchor } from '@qa/shared/ui/primitives/Button';
import { Row } from '@qa/shared/ui/primitives/layout';
import { SocialIcon } from './SocialIcon';
import type { SocialLink } from './social-links';

const tones = {
  light: { color: token('colors-brand-600'), background: token('colors-brand-50'), hover: token('colors-brand-50') },
  dark: {
    color: token('colors-gray-100'),
    background: `color-mix(in srgb, ${token('colors-white')} 8%, transparent)`,
    hover: `color-mix(in srgb, ${token('colors-white')} 18%, transparent)`,
  },
};

const plainList = { padding: 0, listStyle: 'none' } as const;
/** A square icon button in the tone of the band it sits on. */
const squareStyle = (palette: (typeof tones)[keyof typeof tones]) =>
  ({
    width: token('sizes-10'),
    minWidth: 0,
    paddingInline: 0,
    color: palette.color,
    background: palette.background,
    '&:hover:not(:disabled)': { background: palette.hover },
  }) as const;
const squareStyles = { light: squareStyle(tones.light), dark: squareStyle(tones.dark) };

export interface SocialLinkListProps {
  links: SocialLink[];
  /** The analytics event of a click, labelled with the network name. */
  event: 'sidebar_social_button_click' | 'footer_social_button_click';
  tone: keyof typeof tones;
  iconSize?: number;
}

/** Social links opened externally in a new tab, for the drawer and the footer (docs/behaviour.md). */
export function SocialLinkList({ links, event, tone, iconSize }: SocialLinkListProps) {
  return (
    <Row as="ul" gap={tone === 'dark' ? '3' : '2'} aria-label="Social links" css={plainList}>
      {links.map((social) => (
        <li key={social.network}>
          <ButtonAnchor
            href={social.href}
            target="_blank"
            aria-label={`${social.label}, opens in a new tab`}
            onClick={() => track(event, { label: social.network })}
            variant="ghost"
            css={squareStyles[tone]}
          >
            <SocialIcon network={social.network} size={iconSize} />
          </ButtonAnchor>
        </li>
      ))}
    </Row>
  );
}
