'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the live-chat widget exists on this page: configured, consented and loaded (content-and-
 * api.md §2 'live-chat prompt (only when the chat widget exists)'). The loader in
 * third-party-scripts.tsx sets it; the prompt block reads it.
 */
export interface ChatWidgetApi {
  call: (command: string, ...args: unknown[]) => void;
}

let available = false;
const listeners = new Set<() => void>();

export function setChatWidgetAvailable(value: boolean): void {
  if (available === value) return;
  available = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatWidgetAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => available,
    () => false,
  );
}

/** The loaded widget (its vendor's global), if any. */
export function chatWidget(): ChatWidgetApi | null {
  if (typeof window === 'undefined') return null;
  const widget = (window as unknown as { LiveChatWidget?: unknown }).LiveChatWidget;
  return typeof widget === 'object' && widget !== null && typeof (widget as ChatWidgetApi).call === 'function'
    ? (widget as ChatWidgetApi)
    : null;
}

/** Opens the chat window; false when there is no widget to open. */
export function openChatWidget(): boolean {
  const widget = chatWidget();
  if (!widget || !available) return false;
  widget.call('maximize');
  return true;
}
