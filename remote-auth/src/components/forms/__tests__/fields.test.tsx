import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailField, FormAlert, PasswordField, SubmitButton, TextField } from '../fields';

const base = { name: 'fullName', value: '', onChange: () => {}, inputRef: () => {}, autoComplete: 'name' };

// The wiring of the kit's FormField, which every auth field is drawn with.
describe('a field without an error', () => {
  it('is named by its label, required, and shows no marker or error', () => {
    render(<TextField {...base} label="Full name" error={null} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-errormessage');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('Full name', { selector: 'label' })).toHaveTextContent(/^Full name$/);
    expect(screen.getByRole('group')).toContainElement(input);
  });

  it('is described by its helper text', () => {
    render(<TextField {...base} label="Full name" error={null} helper="As on your certificate." />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('As on your certificate.');
  });

  it('is not required when read-only', () => {
    render(<EmailField {...base} name="email" error={null} readOnly />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).not.toBeRequired();
    expect(input).toHaveAttribute('readonly');
  });
});

describe('a field with an error', () => {
  it('is invalid, with the error as its error message, announced politely, and described by the helper and the error', () => {
    render(<TextField {...base} label="Full name" error="Enter your full name." helper="As on your certificate." />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Enter your full name.');
    expect(input).toHaveAccessibleDescription('As on your certificate. Enter your full name.');
    expect(screen.getByText('Enter your full name.')).toHaveAttribute('aria-live', 'polite');
  });

  it('puts the action after the error text', () => {
    render(<EmailField {...base} name="email" error="Taken." errorAction={<a href="/login">Login</a>} />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleErrorMessage('Taken. Login');
  });
});

describe('a password field', () => {
  it('toggles between hidden and shown with a pressed button named after the field', async () => {
    const { container } = render(
      <PasswordField {...base} name="password" label="New password" error={null} helper="At least 8 characters." />,
    );
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleName('New password');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

it('a form alert with focusOnShow takes the focus', () => {
  render(<FormAlert focusOnShow>Wrong password.</FormAlert>);
  expect(screen.getByRole('alert')).toHaveFocus();
});

it('a pending submit button is disabled, busy and named by its pending text', () => {
  render(
    <SubmitButton pending pendingText="Logging in…">
      Login
    </SubmitButton>,
  );
  const button = screen.getByRole('button', { name: 'Logging in…' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
});
