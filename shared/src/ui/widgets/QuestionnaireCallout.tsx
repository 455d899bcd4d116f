/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';

export interface QuestionnaireCalloutProps {
  /** Called on the link's click (analytics, closing a drawer). */
  onClick?: () => void;
}

const calloutStyle = {
  margin: 0,
  padding: `${token('spacing-2.5')} ${token('spacing-3')}`,
  borderRadius: token('radii-lg'),
  background: token('colors-brand-50'),
  fontSize: token('font-sizes-sm'),
} as const;
const linkStyle = {
  color: token('colors-brand-600'),
  fontWeight: token('font-weights-semibold'),
  textUnderlineOffset: 2,
  ...focusRing,
} as const;

/**
 * A gentle call to finish the questionnaire, for a signed-in user who has not (drawer card,
 * dashboard). Plain text and a link: no timer, nothing that blocks (the timed reminder is a dialog).
 */
export function QuestionnaireCallout({ onClick }: QuestionnaireCalloutProps) {
  return (
    <p data-testid="questionnaire-callout" css={calloutStyle}>
      Tell us about your goals and we will shape your learning path.{' '}
      <Link to={href('questionnaire')} onClick={onClick} css={linkStyle}>
        Finish the questionnaire
      </Link>
    </p>
  );
}
