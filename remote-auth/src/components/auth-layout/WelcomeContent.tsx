/** @jsxImportSource @qa/shared/ui/light-jsx */
import { ChatToggleButton } from '@qa/shared/ui/widgets/ChatButtons';
import { mutedText, smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';
import { Grid, Row, Stack } from '@qa/shared/ui/primitives/layout';
import { token } from '@qa/shared/ui/styles/tokens';

export const welcomeTitle = "You're One Step Closer to Advancing Your QA Career ...";

const benefits = [
  'Secure your seat during checkout',
  'Save your progress and bonuses',
  'Unlock full access to your chosen program benefits',
] as const;

const check = {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: token('sizes-5'),
  height: token('sizes-5'),
  marginTop: token('spacing-0.5'),
  borderRadius: token('radii-full'),
  background: token('colors-brand-500'),
  color: token('colors-white'),
  fontSize: token('font-sizes-xs'),
} as const;

const plain = { margin: 0 } as const;

/** The authWithText welcome of docs/behaviour.md "Auth layout": the same content beside the card or in the modal. */
export function WelcomeContent({ titleAs = 'h2' }: { titleAs?: 'h2' | 'none' }) {
  return (
    <div css={stack('spacing-5')}>
      {titleAs === 'h2' && <SectionHeading>{welcomeTitle}</SectionHeading>}
      <p css={mutedText}>
        To get started, please register (for new users) or log in using Google, Facebook, or email. (takes less than 60
        sec)
      </p>
      <Grid as="ul" gap="3" aria-label="Why create an account">
        {benefits.map((benefit) => (
          <Row as="li" key={benefit} align="start" gap="3">
            <div aria-hidden css={check}>
              ✓
            </div>
            <p css={plain}>{benefit}</p>
          </Row>
        ))}
      </Grid>
      <Stack gap="2" align="start">
        <p css={smallMutedText}>Have a question before you start? Our community answers in the chat.</p>
        <ChatToggleButton variant="secondary" size="sm" />
      </Stack>
    </div>
  );
}
