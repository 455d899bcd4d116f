/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { mutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';

const frame = [
  stack('spacing-3'),
  {
    alignItems: 'flex-start',
    border: `1px solid ${token('colors-brand-100')}`,
    background: token('colors-brand-50'),
    borderRadius: token('radii-xl'),
    padding: token('spacing-6'),
  },
];

/** The API refused the quiz (403): its course is not in the learner's plan. Its sentence, and the plans. */
export function QuizLocked({ message }: { message: string }) {
  return (
    <section css={frame} aria-labelledby="quiz-locked">
      <CardTitle as="h2" id="quiz-locked">
        This quiz is locked
      </CardTitle>
      <p css={mutedText}>{message}</p>
      <ButtonLink to={href('subscriptions')}>See the plans</ButtonLink>
    </section>
  );
}
