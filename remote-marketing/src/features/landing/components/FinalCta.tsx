/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { useStartForFree } from '@qa/shared/kernel/subscriptions/use-start-for-free';
import { token } from '@qa/shared/ui/styles/tokens';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';
import { containerStyle, Row } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { bodyLines } from '../../../components/ContentLayout';

const white = token('colors-white');
/** White at `percent` over the brand band: the outlined action's border and hover. */
const whiteAt = (percent: number) => `color-mix(in srgb, ${white} ${percent}%, transparent)`;

/** The brand band, white on brand. */
const band = { background: token('colors-brand-500'), color: white } as const;
const content = [containerStyle(token('spacing-16'), '5.5rem'), { textAlign: 'center' }] as const;
const title = { color: white, marginBottom: token('spacing-3') } as const;
const lead = { ...bodyLines, margin: '0 auto 1.75rem', maxWidth: 600, opacity: 0.92 } as const;
/** The ghost button outlined in white: the second action on the brand band. */
const outlinedOnBrand = {
  color: white,
  borderColor: whiteAt(70),
  '&:hover:not(:disabled)': { background: whiteAt(15) },
  '&:focus-visible': { outline: `2px solid ${white}`, outlineOffset: 2 },
} as const;

/** The closing call to action: the hero's start-for-free flow once more, on the brand colour. */
export function FinalCta() {
  const start = useStartForFree();
  return (
    <section aria-labelledby="final-cta-title" css={band}>
      <div css={content}>
        <SectionHeading id="final-cta-title" css={title}>
          Your first QA offer starts with one lecture
        </SectionHeading>
        <Text size="lg" tone="inherit" css={lead}>
          Sign up for free in under a minute and start the first course today.
        </Text>
        <Row gap="3" justify="center" wrap>
          <ButtonLink to={start.to} onClick={start.onClick} variant="inverse" size="lg">
            {start.label}
          </ButtonLink>
          <ButtonLink to={href('subscriptions')} variant="ghost" size="lg" css={outlinedOnBrand}>
            See plans
          </ButtonLink>
        </Row>
      </div>
    </section>
  );
}
