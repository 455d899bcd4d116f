import { listen } from '@qa/shared/ui/hooks/listen';

describe('listen', () => {
  it('calls each listener for its own event', () => {
    const target = new EventTarget();
    const calls: string[] = [];
    listen(target, { online: () => calls.push('online'), offline: () => calls.push('offline') });
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(calls).toEqual(['offline', 'online']);
  });

  it('removes every listener when the returned function is called', () => {
    const target = new EventTarget();
    const calls: string[] = [];
    const stop = listen(target, { online: () => calls.push('online'), offline: () => calls.push('offline') });
    stop();
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(calls).toEqual([]);
  });
});
