import { renderHook } from '@testing-library/react';
import { useLatest } from '@qa/shared/ui/hooks/use-latest';

it('holds the value of the last render, in the same ref', () => {
  const first = () => 'first';
  const second = () => 'second';
  const { result, rerender } = renderHook(({ callback }) => useLatest(callback), { initialProps: { callback: first } });
  const ref = result.current;
  expect(ref.current()).toBe('first');
  rerender({ callback: second });
  expect(result.current).toBe(ref);
  expect(ref.current()).toBe('second');
});
