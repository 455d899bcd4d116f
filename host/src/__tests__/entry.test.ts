/**
 * @jest-environment node
 */
// The entry script starts the app in the task after its own, so evaluating it (the federation
// runtime's set-up) and the app's start are two tasks, not one long one.
const started = jest.fn();
jest.mock('../bootstrap', () => {
  started();
  return {};
});

it('starts the app once, in a later task than its own evaluation', async () => {
  await import('../index');
  await Promise.resolve(); // microtasks of the same task: still not started
  expect(started).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(started).toHaveBeenCalledTimes(1);
});
