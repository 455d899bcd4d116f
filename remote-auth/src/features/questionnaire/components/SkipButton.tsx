/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useNavigate } from '@qa/shared/kernel/routing/router';
import { buttonStyle } from '@qa/shared/ui/primitives/button';
import { afterQuestionnairePath } from '../../session/finish-sign-in';

/** Leaves the questionnaire unanswered for where it hands over (the saved redirect path, else the dashboard). */
export function SkipButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      css={[buttonStyle('ghost', 'md'), { alignSelf: 'center' }]}
      onClick={() => navigate(afterQuestionnairePath())}
    >
      Skip for now
    </button>
  );
}
