/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { DontShowAgain } from '@qa/shared/ui/primitives/DontShowAgain';
import { ModalDialog } from '@qa/shared/ui/widgets/ModalDialog';
import {
  areAllHidden,
  hideForThisSession,
  isHiddenThisSession,
  setAllHidden,
} from '@qa/shared/ui/widgets/course-progress/course-popup-memory';
import { progressPopupKind, type ProgressPopupKind } from '@qa/shared/ui/widgets/course-progress/progress-popup-kind';

export interface CourseProgressPopupProps {
  courseId: string | number;
  courseTitle: string;
  /** Percent of the course complete, 0–100. */
  percent: number;
  /** The learner's certificate of this course, once issued: popup3 links to it. */
  certificate?: { userId: number; certificateId: number } | null;
  onClose?: () => void;
}

const copy: Record<ProgressPopupKind, (title: string, percent: number) => { heading: string; body: string }> = {
  popup1: (title, percent) => ({
    heading: 'Great start!',
    body: `You have finished ${percent}% of ${title}. Keep the streak going.`,
  }),
  popup2: (title) => ({
    heading: 'You are halfway there',
    body: `More than halfway through ${title} — the hardest part is behind you.`,
  }),
  popup3: (title) => ({
    heading: 'Congratulations!',
    body: `You have completed ${title}. Your certificate is on its way.`,
  }),
};

const bodyStyle = { margin: `0 0 ${token('spacing-4')}`, lineHeight: 1.5, color: token('colors-fg-muted') } as const;
const actionsStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: token('spacing-3'),
  marginTop: token('spacing-4'),
} as const;

/**
 * The course progress popup (docs/behaviour.md "Course progress popups"), for the lecture page to
 * mount with the course's progress: chosen by percent, on the shared modal (scroll locked while
 * open). Closing hides this popup of this course for the session; the toggle hides all of them.
 */
export function CourseProgressPopup({
  courseId,
  courseTitle,
  percent,
  certificate,
  onClose,
}: CourseProgressPopupProps) {
  const kind = progressPopupKind(percent);
  const [open, setOpen] = useState(() => kind !== null && !areAllHidden() && !isHiddenThisSession(courseId, kind));
  const [hideAll, setHideAll] = useState(areAllHidden);
  if (!kind || !open) return null;
  const { heading, body } = copy[kind](courseTitle, percent);
  const certificateTo = kind === 'popup3' && certificate ? href('certificate', certificate) : null;
  const close = () => {
    hideForThisSession(courseId, kind);
    setOpen(false);
    onClose?.();
  };
  return (
    <ModalDialog open title={heading} onClose={close} maxWidth={420}>
      <p css={bodyStyle}>{certificateTo ? `You have completed ${courseTitle}. Your certificate is ready.` : body}</p>
      <DontShowAgain
        label="Don't show progress popups"
        checked={hideAll}
        onChange={(checked) => {
          setAllHidden(checked);
          setHideAll(checked);
        }}
      />
      <div css={actionsStyle}>
        {certificateTo ? (
          // The route change closes the dialog (ModalDialog), which hides it for the session.
          <ButtonLink to={certificateTo}>View your certificate</ButtonLink>
        ) : null}
        <Button variant={certificateTo ? 'secondary' : 'primary'} onClick={close}>
          Continue learning
        </Button>
      </div>
    </ModalDialog>
  );
}
