import { render, screen } from '@testing-library/react';
import { RatingDisplay } from '@qa/shared/ui/widgets/RatingDisplay';

/** The element `selector` finds in `root`; a test fails when there is none. */
function found(root: ParentNode, selector: string): Element {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

/** Each star's filled share, read from what is drawn: the row's stars and the width of the filled clip. */
const fills = () => {
  const svg = found(document, '[role="img"] svg');
  const count = (found(svg, 'path').getAttribute('d') ?? '').split('M').length - 1;
  const width = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const step = 24 + (count > 1 ? (width - count * 24) / (count - 1) : 0);
  const filled = Number(found(svg, 'clipPath rect').getAttribute('width'));
  return Array.from({ length: count }, (_, index) =>
    Number(Math.min(Math.max((filled - index * step) / 24, 0), 1).toFixed(2)),
  );
};

it('shows the value with one decimal', () => {
  render(<RatingDisplay rating={4} />);
  expect(screen.getByText('4.0')).toBeInTheDocument();
});

it('rounds to the 0.1 precision', () => {
  render(<RatingDisplay rating={4.26} />);
  expect(screen.getByText('4.3')).toBeInTheDocument();
  expect(fills()).toEqual([1, 1, 1, 1, 0.3]);
});

it('fills a partial star to a tenth', () => {
  render(<RatingDisplay rating={2.7} />);
  expect(fills()).toEqual([1, 1, 0.7, 0, 0]);
});

it('has an accessible label with the name, value and scale', () => {
  render(<RatingDisplay rating={4.5} name="Course rating" />);
  expect(screen.getByRole('img', { name: 'Course rating: 4.5 out of 5 stars' })).toBeInTheDocument();
});

it("shows '(N reviews)' when a vote count exists", () => {
  render(<RatingDisplay rating={4.5} votes={128} />);
  expect(screen.getByText('(128 reviews)')).toBeInTheDocument();
});

it('shows no reviews text without a vote count', () => {
  render(<RatingDisplay rating={4.5} />);
  expect(screen.queryByText(/reviews/)).not.toBeInTheDocument();
});

it('a vote count of 0 still exists', () => {
  render(<RatingDisplay rating={0} votes={0} />);
  expect(screen.getByText('(0 reviews)')).toBeInTheDocument();
});

it('honours the stars option', () => {
  render(<RatingDisplay rating={7.5} stars={10} />);
  expect(fills()).toHaveLength(10);
  expect(screen.getByRole('img', { name: '7.5 out of 10 stars' })).toBeInTheDocument();
});

it('honours a coarser precision', () => {
  render(<RatingDisplay rating={3.3} precision={0.5} />);
  expect(screen.getByText('3.5')).toBeInTheDocument();
  expect(fills()).toEqual([1, 1, 1, 0.5, 0]);
});

it('clamps values outside 0…stars and treats NaN as 0', () => {
  const { unmount } = render(<RatingDisplay rating={9} />);
  expect(screen.getByText('5.0')).toBeInTheDocument();
  unmount();
  render(<RatingDisplay rating={Number.NaN} />);
  expect(screen.getByText('0.0')).toBeInTheDocument();
});

it('draws the row as one SVG whose filled part is clipped to the value', () => {
  render(<RatingDisplay rating={3} size={14} />);
  expect(document.querySelectorAll('svg')).toHaveLength(1);
  const svg = found(document, 'svg');
  expect(svg).toHaveAttribute('width', String(5 * 14 + 4 * 2));
  const [base, filled] = [...svg.querySelectorAll('path')];
  expect(filled?.getAttribute('d')).toBe(base?.getAttribute('d'));
  expect(filled?.getAttribute('clip-path')).toBe(`url(#${found(svg, 'clipPath').id})`);
});

it('is read-only: no focusable or input elements', () => {
  const { container } = render(<RatingDisplay rating={3} />);
  expect(container.querySelectorAll('input, button, [tabindex]')).toHaveLength(0);
});
