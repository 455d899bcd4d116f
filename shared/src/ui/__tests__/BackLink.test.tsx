import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@qa/testing/router';
import { BackLink, type BackLinkProps } from '@qa/shared/ui/widgets/BackLink';

const renderLink = (props: BackLinkProps = {}) =>
  render(
    <MemoryRouter>
      <BackLink {...props} />
    </MemoryRouter>,
  );

it("defaults: text 'Back', to '/', logo shown", () => {
  renderLink();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('img', { name: 'QA Career' })).toBeInTheDocument();
});

it('takes a text and a target path', () => {
  renderLink({ text: 'All courses', to: '/courses' });
  expect(screen.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/courses');
});

it('runs the click action', async () => {
  const onClick = jest.fn();
  renderLink({ onClick });
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('hides the logo when switched off', () => {
  renderLink({ showLogo: false });
  expect(screen.queryByRole('img', { name: 'QA Career' })).not.toBeInTheDocument();
});
