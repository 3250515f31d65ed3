/**
 * What a mini app gets from its island (elements/define-react-element.ts): the element's typed
 * attributes, the shared API clients, messages and a way to hand unexpected errors to the
 * island's error panel. Apps use these hooks, never the shell's internals.
 */
import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import type { KyInstance } from 'ky';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { Locale } from '../../contract/locales.ts';
import { createApiClient } from '../../shell/api-client.ts';
import { type MessageLevel, showMessage } from '../../shell/messages.ts';

/** The attributes every portal element understands (camelCase props ↔ dash-case attributes). */
export interface IslandAttributes {
  /** Origin or base of the portal API; default: the origin the element's script came from. */
  endpoint?: string;
  /** Info-system apps: which module to show. */
  moduleId?: string;
  /** Origin or base of the production API; default: `endpoint`. */
  productionEndpoint?: string;
  /** UI language when the element runs without the shell (the shell's language wins inside it). */
  locale?: string;
  country?: string;
}

export interface IslandContextValue {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  /** Resolved: attribute, else the script's origin. */
  endpoint: string;
  productionEndpoint: string;
  moduleId: string | null;
  locale: Locale;
  country: string;
  /** Fluent Toaster of this island (used when no shell shows messages). */
  toasterId: string;
}

export const IslandContext = createContext<IslandContextValue | null>(null);

export function useIsland(): IslandContextValue {
  const island = useContext(IslandContext);
  if (!island) throw new Error('useIsland() outside a portal element (defineReactElement)');
  return island;
}

/** The one portal API client (shell/api-client.ts) for this island's endpoint. */
export function usePortalApi(): KyInstance {
  const { endpoint } = useIsland();
  return useMemo(() => createApiClient('portal', { endpoint }), [endpoint]);
}

export function useProductionApi(): KyInstance {
  const { productionEndpoint } = useIsland();
  return useMemo(() => createApiClient('production', { endpoint: productionEndpoint }), [productionEndpoint]);
}

/** True when the portal shell is on the page and renders the message holder. */
function shellShowsMessages(): boolean {
  return customElements.get('portal-shell') !== undefined;
}

/**
 * Notices for the user (e.g. "role saved"): to the shell's message holder; an element embedded
 * without the shell shows them as a Fluent toast inside its own shadow root instead.
 */
export function useNotify(): (level: MessageLevel, text: string) => void {
  const { toasterId } = useIsland();
  const { dispatchToast } = useToastController(toasterId);
  return useCallback(
    (level, text) => {
      if (shellShowsMessages()) {
        showMessage(level, text);
        return;
      }
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent: level, timeout: 5000 },
      );
    },
    [dispatchToast],
  );
}

/**
 * Hands an unexpected error (a bug, a malformed answer) from async code to the island's error
 * panel: `const fail = useFailIsland(); load().catch(fail)`.
 */
export function useFailIsland(): (error: unknown) => void {
  const [, setState] = useState(0);
  return useCallback((error: unknown) => {
    setState(() => {
      throw error instanceof Error ? error : new Error(String(error));
    });
  }, []);
}
