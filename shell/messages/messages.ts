/**
 * The one message holder (info/success/warning/error toasts) and the one loader flag, usable
 * from Lit and React alike (plain functions + a subscription). The shell renders them.
 */
export type MessageLevel = 'info' | 'success' | 'warning' | 'error';

export interface PortalMessage {
  id: number;
  level: MessageLevel;
  /** Already translated text. */
  text: string;
}

const events = new EventTarget();
let messages: readonly PortalMessage[] = [];
let nextId = 1;
let loaders = 0;

/**
 * Adds a toast. A success or info note replaces the one of its level still showing, so quick
 * actions ("gespeichert", "gelöscht") do not pile up; errors and warnings stay until dismissed.
 */
export function showMessage(level: MessageLevel, text: string): number {
  const id = nextId++;
  const replaces = level === 'success' || level === 'info';
  messages = [...messages.filter((m) => !(replaces && m.level === level)), { id, level, text }];
  events.dispatchEvent(new Event('messages'));
  return id;
}

export function dismissMessage(id: number): void {
  messages = messages.filter((m) => m.id !== id);
  events.dispatchEvent(new Event('messages'));
}

export function currentMessages(): readonly PortalMessage[] {
  return messages;
}

export function onMessagesChange(listener: () => void): () => void {
  events.addEventListener('messages', listener);
  return () => events.removeEventListener('messages', listener);
}

/** Marks work in progress; the returned function ends it (counted, so overlapping work is fine). */
export function startLoading(): () => void {
  loaders++;
  events.dispatchEvent(new Event('loading'));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loaders--;
    events.dispatchEvent(new Event('loading'));
  };
}

export function isLoading(): boolean {
  return loaders > 0;
}

export function onLoadingChange(listener: () => void): () => void {
  events.addEventListener('loading', listener);
  return () => events.removeEventListener('loading', listener);
}
