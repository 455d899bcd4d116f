import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@qa/testing/router';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { CourseProgressPopup } from '@qa/shared/ui/widgets/course-progress/CourseProgressPopup';
import { progressPopupKind } from '@qa/shared/ui/widgets/course-progress/progress-popup-kind';

/** A stand-in lecture page: the popup for a course at a given progress, remounted on demand. */
function LectureHarness({ courseId = 'qa-basics', percent }: { courseId?: string; percent: number }) {
  const [visit, setVisit] = useState(0);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setVisit((n) => n + 1)}>
        Next lecture
      </button>
      <CourseProgressPopup key={visit} courseId={courseId} courseTitle="QA Basics" percent={percent} />
    </MemoryRouter>
  );
}

/** The popup of a learner whose certificate for the course is issued. */
function renderWithCertificate(percent: number) {
  render(
    <MemoryRouter>
      <CourseProgressPopup
        courseId="qa-basics"
        courseTitle="QA Basics"
        percent={percent}
        certificate={{ userId: 4, certificateId: 12 }}
      />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStore.remove(storageKeys.coursePopupPreference);
  sessionStore.remove(sessionKeys.hiddenCoursePopups);
  document.body.style.overflow = '';
});

it.each([
  [0, null],
  [29, null],
  [29.9, null],
  [30, 'popup1'],
  [49, 'popup1'],
  [50, 'popup2'],
  [99, 'popup2'],
  [99.9, 'popup2'],
  [100, 'popup3'],
  [101, null],
])('%s %% gives %s', (percent, kind) => {
  expect(progressPopupKind(percent)).toBe(kind);
});

it.each([
  [30, 'Great start!'],
  [50, 'You are halfway there'],
  [100, 'Congratulations!'],
])('at %s %% the dialog "%s" opens and locks page scroll', (percent, heading) => {
  render(<LectureHarness percent={percent} />);
  expect(screen.getByRole('dialog', { name: heading })).toBeInTheDocument();
  expect(document.body.style.overflow).toBe('hidden');
});

it('below 30 % nothing opens', () => {
  render(<LectureHarness percent={29} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closing restores scroll and hides that popup of that course for the session', async () => {
  const user = userEvent.setup();
  render(<LectureHarness percent={40} />);
  await user.click(screen.getByRole('button', { name: 'Continue learning' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
  expect(JSON.parse(sessionStore.getString(sessionKeys.hiddenCoursePopups) ?? '[]')).toEqual(['qa-basics:popup1']);
  await user.click(screen.getByRole('button', { name: 'Next lecture' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('another popup or another course still shows', () => {
  sessionStore.setString(sessionKeys.hiddenCoursePopups, JSON.stringify(['qa-basics:popup1']));
  const { unmount } = render(<LectureHarness percent={60} />);
  expect(screen.getByRole('dialog', { name: 'You are halfway there' })).toBeInTheDocument();
  unmount();
  render(<LectureHarness courseId="automation" percent={40} />);
  expect(screen.getByRole('dialog', { name: 'Great start!' })).toBeInTheDocument();
});

it('the persistent toggle writes coursePopupPreference and hides every popup; unticking removes it', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<LectureHarness percent={100} />);
  const toggle = screen.getByRole('checkbox', { name: "Don't show progress popups" });
  await user.click(toggle);
  expect(localStore.getString(storageKeys.coursePopupPreference)).toBe('true');
  await user.click(toggle);
  expect(localStore.getString(storageKeys.coursePopupPreference)).toBeNull();
  await user.click(toggle);
  unmount();
  render(<LectureHarness courseId="automation" percent={50} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it.each([
  ['coursePopupPreference', () => localStore.setString(storageKeys.coursePopupPreference, '{garbage')],
  ['the session list', () => sessionStore.setString(sessionKeys.hiddenCoursePopups, '[1,')],
])('a corrupt %s gives the default (shown), never a crash', (_label, corrupt) => {
  corrupt();
  render(<LectureHarness percent={30} />);
  expect(screen.getByRole('dialog', { name: 'Great start!' })).toBeInTheDocument();
});

it('at 100 % with the certificate issued, links it and keeps a close action', async () => {
  const user = userEvent.setup();
  renderWithCertificate(100);
  const dialog = screen.getByRole('dialog', { name: 'Congratulations!' });
  expect(dialog).toHaveTextContent('You have completed QA Basics. Your certificate is ready.');
  expect(within(dialog).getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
    'href',
    '/rating/4/certificate/12',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Continue learning' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('only the 100 % popup offers the certificate', () => {
  renderWithCertificate(60);
  expect(screen.getByRole('dialog', { name: 'You are halfway there' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'View your certificate' })).not.toBeInTheDocument();
});
