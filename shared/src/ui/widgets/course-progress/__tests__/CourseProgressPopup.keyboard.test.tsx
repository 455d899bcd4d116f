import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@qa/testing/router';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { CourseProgressPopup } from '@qa/shared/ui/widgets/course-progress/CourseProgressPopup';

/**
 * A stand-in lecture page driven from the keyboard: finishing a lecture moves the course to 40 %,
 * which mounts popup1 while focus is on the button that did it (where focus must come back to).
 */
function KeyboardLecture() {
  const [percent, setPercent] = useState(20);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setPercent(40)}>
        Mark lecture complete
      </button>
      <a href="#notes">Lecture notes</a>
      {percent >= 30 && <CourseProgressPopup courseId="qa-basics" courseTitle="QA Basics" percent={percent} />}
    </MemoryRouter>
  );
}

/** Tabs to the page's button and presses Enter, as a keyboard user finishing a lecture would. */
async function openFromKeyboard() {
  const user = userEvent.setup();
  render(<KeyboardLecture />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Mark lecture complete' })).toHaveFocus();
  await user.keyboard('{Enter}');
  return user;
}

const popup = () => screen.queryByRole('dialog', { name: 'Great start!' });

beforeEach(() => {
  localStore.remove(storageKeys.coursePopupPreference);
  sessionStore.remove(sessionKeys.hiddenCoursePopups);
  document.body.style.overflow = '';
});

it('focus moves into the popup when it opens', async () => {
  await openFromKeyboard();
  expect(popup()).toBeInTheDocument();
  expect(popup()).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

it('Tab and Shift+Tab stay inside the popup', async () => {
  const user = await openFromKeyboard();
  await user.tab();
  expect(screen.getByRole('checkbox', { name: "Don't show progress popups" })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Continue learning' })).toHaveFocus();
  // From the last control Tab wraps to the first, never to the page behind.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Continue learning' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Lecture notes', hidden: true })).not.toHaveFocus();
});

it('Escape closes it, restores scroll and gives focus back to the button that opened it', async () => {
  const user = await openFromKeyboard();
  expect(document.body.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(popup()).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
  expect(screen.getByRole('button', { name: 'Mark lecture complete' })).toHaveFocus();
});

it('the toggle and Continue learning work from the keyboard alone', async () => {
  const user = await openFromKeyboard();
  await user.tab();
  await user.keyboard(' ');
  expect(localStore.getString(storageKeys.coursePopupPreference)).toBe('true');
  await user.tab();
  await user.keyboard('{Enter}');
  expect(popup()).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark lecture complete' })).toHaveFocus();
});
