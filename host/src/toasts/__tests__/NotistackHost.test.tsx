import { act, fireEvent, render, screen } from '@testing-library/react';
import { notify } from '@qa/shared/kernel/toast/toast-bus';
import NotistackHost from '../NotistackHost';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** In small steps: closing runs a chain of transitions, each timer set after the previous render. */
const advance = (ms: number) => {
  for (let passed = 0; passed < ms; passed += 50) act(() => void jest.advanceTimersByTime(Math.min(50, ms - passed)));
};
const snackbarOf = (text: string) => screen.getByText(text).closest('.notistack-Snackbar') as HTMLElement;

describe('toasts (docs/behaviour.md)', () => {
  it('sit at the top right, below the sticky header', () => {
    render(<NotistackHost />);
    act(() => notify('Saved'));
    const container = screen.getByText('Saved').closest('.notistack-SnackbarContainer') as HTMLElement;
    const style = getComputedStyle(container);
    expect(style.right).toBe('20px');
    expect(style.top).toBe('calc(64px + 0.5rem)');
  });

  it('close after 5000 ms, not on a click', () => {
    render(<NotistackHost />);
    act(() => notify('Profile saved', { variant: 'success' }));
    fireEvent.click(screen.getByText('Profile saved'));
    advance(4_900);
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    advance(1_000); // 5000 ms, then the exit transition
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('pause while the pointer is over them', () => {
    render(<NotistackHost />);
    act(() => notify('Hover me'));
    advance(3_000);
    fireEvent.mouseEnter(snackbarOf('Hover me'));
    advance(30_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(snackbarOf('Hover me'));
    advance(4_000);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('a persistent one stays until dismissed, without a timer', () => {
    render(<NotistackHost />);
    act(() => notify('Your session has expired.', { variant: 'error', persist: true }));
    advance(120_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    advance(1_000);
    expect(screen.queryByText('Your session has expired.')).not.toBeInTheDocument();
  });
});
