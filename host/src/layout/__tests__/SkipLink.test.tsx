import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_ID, SkipLink } from '../SkipLink';

it("is the first tab stop and moves focus to the page's main region", async () => {
  const user = userEvent.setup();
  render(
    <>
      <SkipLink />
      <a href="/elsewhere">Header link</a>
      <main id={MAIN_ID}>Content</main>
    </>,
  );
  await user.tab();
  const link = screen.getByRole('link', { name: 'Skip to content' });
  expect(link).toHaveFocus();
  await user.click(link);
  expect(screen.getByRole('main')).toHaveFocus();
});
