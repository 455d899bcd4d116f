/** @jsxImportSource @qa/shared/ui/light-jsx */
import { ChatToggleButton } from '@qa/shared/ui/ChatButtons';
import { mutedText, smallMutedText, stack } from '@qa/shared/ui/chakra-look/layout';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';
import { token } from '@qa/shared/ui/tokens';

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

/** The authWithText welcome of docs/behaviour.md "Auth layout": the same content beside the card or in the modal. */
export function WelcomeContent({ titleAs = 'h2' }: { titleAs?: 'h2' | 'none' }) {
  return (
    <div css={stack('spacing-5')}>
      {titleAs === 'h2' && <SectionHeading>{welcomeTitle}</SectionHeading>}
      <p css={mutedText}>
        To get started, please register (for new users) or log in using Google, Facebook, or email. (takes less than 60
        sec)
      </p>
      <ul
        css={{ display: 'grid', gap: token('spacing-3'), margin: 0, padding: 0, listStyleType: 'none' }}
        aria-label="Why create an account"
      >
        {benefits.map((benefit) => (
          <li key={benefit} css={{ display: 'flex', alignItems: 'flex-start', gap: token('spacing-3') }}>
            <div aria-hidden css={check}>
              ✓
            </div>
            <p css={{ margin: 0 }}>{benefit}</p>
          </li>
        ))}
      </ul>
      <div css={[stack('spacing-2'), { alignItems: 'flex-start' }]}>
        <p css={smallMutedText}>Have a question before you start? Our community answers in the chat.</p>
        <ChatToggleButton variant="secondary" size="sm" />
      </div>
    </div>
  );
}
