/**
 * The embeddable chat-help widget (docs/behaviour.md "Chat-help buttons"). Its script URL is configuration
 * (`chatWidgetUrl`); it is loaded lazily — when the browser is idle or on the first interaction —
 * so it never competes with the first paint of `/`. One small store holds its state, so every
 * chat button shows the same thing.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { getAppConfig } from '@qa/shared/kernel/config/app-config';

export interface QaChatApi {
  open(): void;
  close(): void;
  isOpen(): boolean;
  onChange(callback: (open: boolean) => void): () => void;
}

declare global {
  interface Window {
    QaChat?: QaChatApi;
  }
}

export type ChatStatus = 'idle' | 'loading' | 'ready' | 'error';
export interface ChatState {
  status: ChatStatus;
  open: boolean;
}

const IDLE_FALLBACK_MS = 2_000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

let state: ChatState = { status: 'idle', open: false };
const listeners = new Set<() => void>();
let scheduled = false;
let cancelSchedule: (() => void) | null = null;

function set(next: Partial<ChatState>) {
  state = { ...state, ...next };
  listeners.forEach((notify) => notify());
}

function connect(api: QaChatApi) {
  api.onChange((open) => set({ open }));
  set({ status: 'ready', open: api.isOpen() });
}

/** Injects the widget script once; resolves the store to `ready` (or `error`). */
function loadChatWidget(): void {
  if (state.status === 'loading' || state.status === 'ready') return;
  cancelSchedule?.();
  if (window.QaChat) return connect(window.QaChat);
  let url: string;
  try {
    url = getAppConfig().chatWidgetUrl;
  } catch {
    return set({ status: 'error' });
  }
  set({ status: 'loading' });
  const onReady = () => {
    window.removeEventListener('qa-chat:ready', onReady);
    if (window.QaChat && state.status !== 'ready') connect(window.QaChat);
  };
  window.addEventListener('qa-chat:ready', onReady);
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.qaChat = '';
  script.addEventListener('load', onReady);
  script.addEventListener('error', () => {
    window.removeEventListener('qa-chat:ready', onReady);
    script.remove();
    set({ status: 'error' });
  });
  document.head.appendChild(script);
}

/** Loads the widget when the browser is idle, or on the first interaction, whichever is first. */
function scheduleChatWidgetLoad(): void {
  if (scheduled || state.status !== 'idle') return;
  scheduled = true;
  const load = () => loadChatWidget();
  const idle = window.requestIdleCallback
    ? { id: window.requestIdleCallback(load, { timeout: IDLE_FALLBACK_MS }), cancel: window.cancelIdleCallback }
    : { id: window.setTimeout(load, IDLE_FALLBACK_MS), cancel: window.clearTimeout };
  INTERACTIONS.forEach((type) => window.addEventListener(type, load, { once: true, passive: true }));
  cancelSchedule = () => {
    idle.cancel.call(window, idle.id);
    INTERACTIONS.forEach((type) => window.removeEventListener(type, load));
    cancelSchedule = null;
  };
}

export const chatWidget = {
  getState: (): ChatState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open: () => window.QaChat?.open(),
  close: () => window.QaChat?.close(),
  toggle: () => (state.open ? window.QaChat?.close() : window.QaChat?.open()),
};

/** The chat's shared state; schedules the widget's lazy load. */
export function useChatWidget(): ChatState {
  useEffect(scheduleChatWidgetLoad, []);
  return useSyncExternalStore(chatWidget.subscribe, chatWidget.getState, chatWidget.getState);
}
