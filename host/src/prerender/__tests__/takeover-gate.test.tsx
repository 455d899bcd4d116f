import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isCompleteCopy, useTakeoverGate } from '../takeover-gate';

const nodesOf = (html: string): Node[] => {
  const main = document.createElement('main');
  main.innerHTML = html;
  return [...main.childNodes];
};

function Gate({ nodes }: { nodes: Node[] | null }) {
  const waiting = useTakeoverGate(nodes);
  return <p>{waiting ? 'copy kept' : 'app takes over'}</p>;
}

it('a copy of text and links is complete', () => {
  expect(isCompleteCopy(nodesOf('<article><h1>Post</h1><p>Body <a href="/posts">Blog</a></p></article>'))).toBe(true);
});

it('a copy with a control, a live-only part or a personal part is not', () => {
  expect(isCompleteCopy(nodesOf('<h1>Plans</h1><div><button type="button">Buy</button></div>'))).toBe(false);
  expect(isCompleteCopy(nodesOf('<h1>Courses</h1><form data-live-only></form>'))).toBe(false);
  expect(isCompleteCopy(nodesOf('<h1>Plans</h1><p data-personal>Your plan</p>'))).toBe(false);
});

it('an incomplete copy is taken over at once', () => {
  render(<Gate nodes={nodesOf('<form data-live-only></form>')} />);
  expect(screen.getByText('app takes over')).toBeInTheDocument();
});

it('without a copy the page loads at once', () => {
  render(<Gate nodes={null} />);
  expect(screen.getByText('app takes over')).toBeInTheDocument();
});

it('a complete copy stays until the visitor engages with the page', async () => {
  // No idle moment arrives while the test runs: only the key press can open the gate.
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ delay: null });
    render(<Gate nodes={nodesOf('<h1>Post</h1><p>Body</p>')} />);
    expect(screen.getByText('copy kept')).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(screen.getByText('app takes over')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('a complete copy is taken over in an idle moment after the load, the visitor doing nothing', async () => {
  render(<Gate nodes={nodesOf('<h1>Post</h1><p>Body</p>')} />);
  expect(screen.getByText('copy kept')).toBeInTheDocument();
  expect(await screen.findByText('app takes over')).toBeInTheDocument();
});
