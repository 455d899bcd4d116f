import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Buttons from '../widgets/ChatButtons';
import type { QaChatApi } from '@qa/shared/kernel/chat/chat-widget';
import * as appConfig from '@qa/shared/kernel/config/app-config';
import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { freshModules } from '@qa/testing/fresh-modules';

const WIDGET_URL = 'http://api.test/chat-widget.js';

/** What the real widget does once its script has run. */
function fakeWidget(): QaChatApi {
  let open = false;
  let listeners: ((open: boolean) => void)[] = [];
  const setOpen = (next: boolean) => {
    open = next;
    listeners.forEach((cb) => cb(open));
  };
  return {
    open: jest.fn(() => setOpen(true)),
    close: jest.fn(() => setOpen(false)),
    isOpen: () => open,
    onChange: (cb) => {
      listeners.push(cb);
      return () => (listeners = listeners.filter((l) => l !== cb));
    },
  };
}

let ChatToggleButton: typeof Buttons.ChatToggleButton;
let ChatCtaButton: typeof Buttons.ChatCtaButton;

const widgetScript = () => document.querySelector<HTMLScriptElement>('script[data-qa-chat]');

function widgetLoads(api = fakeWidget()) {
  act(() => {
    window.QaChat = api;
    window.dispatchEvent(new Event('qa-chat:ready'));
  });
  return api;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.querySelectorAll('script[data-qa-chat]').forEach((node) => node.remove());
  // A new page load: the widget's state lives once per page.
  ({ ChatToggleButton, ChatCtaButton } = freshModules(
    () => jest.requireActual<typeof Buttons>('../widgets/ChatButtons'),
    {
      '@qa/shared/kernel/config/app-config': appConfig,
    },
  ));
  delete window.QaChat;
  setAppConfig({ chatWidgetUrl: WIDGET_URL } as AppConfig);
});

afterEach(() => {
  jest.useRealTimers();
});

function renderButtons() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <ChatToggleButton />
      <ChatCtaButton />
    </>,
  );
  return user;
}

it('does not load the widget script on first render', () => {
  renderButtons();
  expect(widgetScript()).toBeNull();
});

it('loads the script from chatWidgetUrl once the browser is idle', () => {
  renderButtons();
  act(() => jest.advanceTimersByTime(2_000));
  expect(widgetScript()).toHaveAttribute('src', WIDGET_URL);
});

it('loads the script on the first interaction, before idle', () => {
  renderButtons();
  fireEvent.pointerDown(document.body);
  expect(widgetScript()).toHaveAttribute('src', WIDGET_URL);
});

it('injects the script only once for many buttons and interactions', () => {
  renderButtons();
  fireEvent.keyDown(document.body);
  fireEvent.pointerDown(document.body);
  act(() => jest.advanceTimersByTime(5_000));
  expect(document.querySelectorAll('script[data-qa-chat]')).toHaveLength(1);
});

it('both buttons are disabled with a visible hint until the widget has loaded', () => {
  renderButtons();
  const toggle = screen.getByRole('button', { name: 'Ask question' });
  const cta = screen.getByRole('button', { name: 'Chat with US' });
  expect(toggle).toBeDisabled();
  expect(cta).toBeDisabled();
  expect(toggle).toHaveAccessibleDescription('Chat is loading…');
  expect(screen.getAllByText('Chat is loading…')).toHaveLength(2);
});

it('enables both buttons once the widget is ready, and the hints go', () => {
  renderButtons();
  fireEvent.pointerDown(document.body);
  widgetLoads();
  expect(screen.getByRole('button', { name: 'Ask question' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Chat with US' })).toBeEnabled();
  expect(screen.queryByText('Chat is loading…')).not.toBeInTheDocument();
});

it('the toggle opens the chat and then reads Close chat; the CTA is disabled while open', async () => {
  const user = renderButtons();
  fireEvent.pointerDown(document.body);
  const api = widgetLoads();
  await user.click(screen.getByRole('button', { name: 'Ask question' }));
  expect(api.open).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Close chat' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Chat with US' })).toBeDisabled();
});

it('Close chat closes it, and both buttons go back', async () => {
  const user = renderButtons();
  fireEvent.pointerDown(document.body);
  const api = widgetLoads();
  await user.click(screen.getByRole('button', { name: 'Chat with US' }));
  await user.click(screen.getByRole('button', { name: 'Close chat' }));
  expect(api.close).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Ask question' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Chat with US' })).toBeEnabled();
});

it('follows the widget when it is closed from its own panel', () => {
  renderButtons();
  fireEvent.pointerDown(document.body);
  const api = widgetLoads();
  act(() => api.open());
  expect(screen.getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
  act(() => api.close());
  expect(screen.getByRole('button', { name: 'Ask question' })).toBeInTheDocument();
});

it('a widget already on the page is used without a new script', () => {
  window.QaChat = fakeWidget();
  renderButtons();
  fireEvent.pointerDown(document.body);
  expect(widgetScript()).toBeNull();
  expect(screen.getByRole('button', { name: 'Ask question' })).toBeEnabled();
});

it('a script that fails to load leaves the buttons disabled with an unavailable hint', () => {
  renderButtons();
  fireEvent.pointerDown(document.body);
  act(() => {
    widgetScript()?.dispatchEvent(new Event('error'));
  });
  expect(screen.getByRole('button', { name: 'Ask question' })).toBeDisabled();
  expect(screen.getAllByText('Chat is unavailable right now')).toHaveLength(2);
});
