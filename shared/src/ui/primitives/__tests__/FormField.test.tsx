/** @jsxImportSource @qa/shared/ui/light-jsx */
import { render, screen } from '@testing-library/react';
import { FormField } from '@qa/shared/ui/primitives/FormField';
import { input } from '@qa/shared/ui/primitives/field-look';

function Email({ error }: { error: string | null }) {
  return (
    <FormField label="E-mail" error={error} helper="We never share it.">
      {(control) => <input type="email" css={input} {...control} />}
    </FormField>
  );
}

it('the label names the control and the helper describes it', () => {
  render(<Email error={null} />);
  const field = screen.getByRole('textbox', { name: 'E-mail' });
  expect(field).toHaveAccessibleDescription('We never share it.');
  expect(field).toBeRequired();
  expect(field).not.toHaveAttribute('aria-invalid');
});

it('an error marks the control invalid and is read with it', () => {
  render(<Email error="Enter an e-mail address" />);
  const field = screen.getByRole('textbox', { name: 'E-mail' });
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleErrorMessage('Enter an e-mail address');
  expect(field).toHaveAccessibleDescription('We never share it. Enter an e-mail address');
});
