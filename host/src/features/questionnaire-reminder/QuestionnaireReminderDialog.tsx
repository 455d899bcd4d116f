/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { ModalDialog } from '@qa/shared/ui/widgets/ModalDialog';
import { useSkipQuestionnaire } from '../../api/questionnaire-skip';
import { useDialogStore } from '../../dialogs/dialog-store';
import { dialogActions, dialogText } from '../../dialogs/dialog-styles';

/**
 * The questionnaire reminder (docs/behaviour.md "Questionnaire reminder"): a link to the
 * questionnaire that also closes it, and 'Don't show me this again' (PUT /users/questionnaireSkip,
 * the user refreshed; a failure toasts the server's message and keeps the dialog).
 */
export default function QuestionnaireReminderDialog() {
  const close = useDialogStore((state) => state.closeQuestionnaire);
  const skip = useSkipQuestionnaire();
  return (
    <ModalDialog open title="Tell us about your goals" onClose={close}>
      <p css={dialogText}>
        Answer a few short questions about your experience and goals, and we will suggest the career path and courses
        that fit you best. It takes about two minutes.
      </p>
      <div css={dialogActions}>
        <Button
          variant="ghost"
          disabled={skip.isPending}
          aria-busy={skip.isPending || undefined}
          onClick={() => skip.mutate(undefined, { onSuccess: close })}
        >
          {"Don't show me this again"}
        </Button>
        <ButtonLink to={href('questionnaire')} onClick={close}>
          Take the questionnaire
        </ButtonLink>
      </div>
    </ModalDialog>
  );
}
