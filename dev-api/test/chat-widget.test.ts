import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { chatWidgetSource } from '../src/features/chat-widget/widget.ts';

interface FakeNode {
  style: Record<string, string>;
  children: FakeNode[];
  setAttribute(): void;
  appendChild(child: FakeNode): void;
  addEventListener(): void;
}

interface QaChat {
  open(): void;
  close(): void;
  isOpen(): boolean;
  onChange(listener: (open: boolean) => void): () => void;
}

function fakeBrowser(): { window: Record<string, unknown>; events: string[] } {
  const node = (): FakeNode => ({
    style: {},
    children: [],
    setAttribute() {},
    appendChild(child) {
      this.children.push(child);
    },
    addEventListener() {},
  });
  const events: string[] = [];
  const window: Record<string, unknown> = {
    dispatchEvent: (event: { type: string }) => events.push(event.type),
  };
  const context = vm.createContext({
    window,
    document: { createElement: node, body: node() },
    Event: class {
      constructor(public type: string) {}
    },
    setTimeout,
    console,
  });
  vm.runInContext(chatWidgetSource, context);
  return { window, events };
}

test('the widget announces itself and exposes open/close/isOpen/onChange', () => {
  const { window, events } = fakeBrowser();
  assert.deepEqual(events, ['qa-chat:ready']);
  const chat = window['QaChat'] as QaChat;
  const seen: boolean[] = [];
  const unsubscribe = chat.onChange((open: boolean) => seen.push(open));
  assert.equal(chat.isOpen(), false);
  chat.open();
  assert.equal(chat.isOpen(), true);
  chat.open(); // no duplicate notification
  chat.close();
  unsubscribe();
  chat.open();
  assert.deepEqual(seen, [true, false]);
});
