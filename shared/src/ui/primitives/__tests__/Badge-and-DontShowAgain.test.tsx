import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { DontShowAgain } from '@qa/shared/ui/primitives/DontShowAgain';

it('a badge of each tone has its own colours', () => {
  render(
    <>
      <Badge tone="brand">Beginner</Badge>
      <Badge tone="success">Free</Badge>
    </>,
  );
  const colour = (text: string) => getComputedStyle(screen.getByText(text)).backgroundColor;
  expect(colour('Beginner')).not.toBe(colour('Free'));
});

it("'Don't show again' is a labelled checkbox that reports its choice", async () => {
  const onChange = jest.fn();
  render(<DontShowAgain checked={false} onChange={onChange} />);
  await userEvent.click(screen.getByRole('checkbox', { name: "Don't show again" }));
  expect(onChange).toHaveBeenCalledWith(true);
});

it("'Don't show again' takes a dialog's own wording", () => {
  render(<DontShowAgain checked onChange={() => {}} label="Don't show progress popups" />);
  expect(screen.getByRole('checkbox', { name: "Don't show progress popups" })).toBeChecked();
});
