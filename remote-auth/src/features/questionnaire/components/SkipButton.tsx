import { useNavigate } from '@qa/shared/kernel/routing/router';
import { Button } from '@qa/shared/ui/kit';
import { afterQuestionnairePath } from '../../session/finish-sign-in';

/** Leaves the questionnaire unanswered for where it hands over (the saved redirect path, else the dashboard). */
export function SkipButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" alignSelf="center" onClick={() => navigate(afterQuestionnairePath())}>
      Skip for now
    </Button>
  );
}
