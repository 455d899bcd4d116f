/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useNavigate } from '@qa/shared/kernel/routing/router';
import { Button } from '@qa/shared/ui/primitives/Button';
import { afterQuestionnairePath } from '../../../session/finish-sign-in';

const centred = { alignSelf: 'center' } as const;

/** Leaves the questionnaire unanswered for where it hands over (the saved redirect path, else the dashboard). */
export function SkipButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" css={centred} onClick={() => navigate(afterQuestionnairePath())}>
      Skip for now
    </Button>
  );
}
