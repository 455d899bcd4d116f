import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@qa/shared/kernel/routing/router';
import { MemoryRouter } from '@qa/testing/router';
import { ModalDialog } from '@qa/shared/ui/widgets/ModalDialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Link to="/elsewhere">Outside link</Link>
      <ModalDialog
        open={open}
        title="Join the webinar"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Body text</p>
        <button type="button">First action</button>
        <Link to="/posts">Go to blog</Link>
      </ModalDialog>
    </MemoryRouter>
  );
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  return user;
}

it('renders nothing while closed', () => {
  render(<Harness />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('is a modal dialog labelled by its title', async () => {
  await openDialog();
  const dialog = screen.getByRole('dialog', { name: 'Join the webinar' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
});

it('moves focus into the dialog when it opens', async () => {
  await openDialog();
  expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
});

it('locks page scroll while open', async () => {
  document.body.style.overflow = 'auto';
  await openDialog();
  expect(document.body.style.overflow).toBe('hidden');
});

it('closes on Escape, restores scroll and returns focus to the opener', async () => {
  document.body.style.overflow = 'auto';
  const user = await openDialog();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('auto');
  expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
});

it('closes on a click outside the box', async () => {
  const onClose = jest.fn();
  const user = await openDialog(onClose);
  await user.click(screen.getByTestId('modal-backdrop'));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('stays open on a click inside the box', async () => {
  const user = await openDialog();
  await user.click(screen.getByText('Body text'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('closes with its close button', async () => {
  const user = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes on a route change and restores scroll', async () => {
  document.body.style.overflow = '';
  const user = await openDialog();
  await user.click(screen.getByRole('link', { name: 'Go to blog' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});

it('keeps Tab inside the dialog, both ways', async () => {
  const user = await openDialog();
  const dialog = screen.getByRole('dialog');
  for (let i = 0; i < 5; i += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  for (let i = 0; i < 5; i += 1) {
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

it('keeps the page width while scroll is locked: the scrollbar becomes padding, restored on close', async () => {
  const clientWidth = jest
    .spyOn(document.documentElement, 'clientWidth', 'get')
    .mockReturnValue(window.innerWidth - 15);
  document.body.style.paddingRight = '';
  const user = await openDialog();
  expect(document.body.style.paddingRight).toBe('15px');
  await user.keyboard('{Escape}');
  expect(document.body.style.paddingRight).toBe('');
  clientWidth.mockRestore();
});
