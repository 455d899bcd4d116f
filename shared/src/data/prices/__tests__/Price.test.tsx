import { act, render, screen } from '@testing-library/react';
import { awaitCountry, settleCountry } from '@qa/shared/kernel/geo/country-settled';
import { Price } from '@qa/shared/data/prices/Price';

function browserSpeaks(locale: string) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(locale);
}

beforeEach(() => browserSpeaks('en-US'));
afterEach(() => {
  jest.restoreAllMocks();
  settleCountry();
});

it('with the country settled, the amount reads as one text with its surroundings', () => {
  render(
    <p>
      <Price amount={19} /> per month
    </p>,
  );
  expect(screen.getByText('$19 per month')).toBeVisible();
  expect(screen.queryByText('Loading price')).not.toBeInTheDocument();
});

it('while the country is awaited, a placeholder the size of the amount says "Loading price"', () => {
  awaitCountry();
  render(
    <p>
      <Price amount={19} /> per month
    </p>,
  );
  expect(screen.getByText('Loading price')).toBeInTheDocument();
  // The amount holds its place but is neither seen nor read out.
  const sizer = screen.getByText('$19');
  expect(sizer).not.toBeVisible();
  expect(sizer).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('paragraph')).toHaveTextContent(/^\$19Loading price per month$/);
});

it('the price replaces the placeholder when the country settles', () => {
  awaitCountry();
  render(<Price amount={149} />);
  act(() => settleCountry());
  expect(screen.getByText('$149')).toBeVisible();
  expect(screen.queryByText('Loading price')).not.toBeInTheDocument();
});
