import { useCallback, useSyncExternalStore } from 'react';
import { messagesSnapshot, onLocaleChange, t } from '../../shell/i18n.ts';

/** The shell's translations in React: re-renders when the language changes. */
export function useT(): typeof t {
  const messages = useSyncExternalStore(onLocaleChange, messagesSnapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per message set re-renders users of t
  return useCallback(t, [messages]);
}
