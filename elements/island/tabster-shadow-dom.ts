/**
 * Fluent's focus manager (Tabster) walks the DOM to decide where Tab goes. Without help it cannot
 * see into shadow roots: inside a portal element, Tab from a field or from the shell's links
 * dropped focus onto <body>. Tabster ships a shadow-DOM-aware DOM API; Fluent picks it up from
 * `window.__tabsterShadowDOMAPI` when it creates Tabster, so it must be set before the first
 * island renders.
 */
import { getShadowDOMAPI } from 'tabster';

type ShadowDomApi = ReturnType<typeof getShadowDOMAPI>;
type TabsterWindow = Window & { __tabsterShadowDOMAPI?: ShadowDomApi };

/** The part of Tabster's ShadowMutationObserver (tabster 8.8) the repair below needs. */
interface ShadowObserverInternals {
  _subObservers?: Map<ShadowRoot, MutationObserver>;
}

/**
 * Tabster's shadow-DOM observer keeps one sub-observer per shadow root it has seen and, when a
 * host is removed, re-adds instead of dropping it (its removal walk looks the map up by element,
 * the map is keyed by shadow root). Every removed mini-app element would stay in memory. After
 * each batch of mutations this drops the sub-observers of shadow roots whose host left the page.
 */
function withoutShadowLeak(api: ShadowDomApi): ShadowDomApi {
  const create = api.createMutationObserver;
  return {
    ...api,
    createMutationObserver(callback: MutationCallback) {
      const observer: MutationObserver & ShadowObserverInternals = create((mutations, self) => {
        callback(mutations, self);
        const subObservers = observer._subObservers;
        if (!subObservers || !mutations.some((m) => m.removedNodes.length)) return;
        for (const [root, sub] of subObservers) {
          if (root.host.isConnected) continue;
          sub.disconnect();
          subObservers.delete(root);
        }
      });
      return observer;
    },
  };
}

const win = window as TabsterWindow;
win.__tabsterShadowDOMAPI ??= withoutShadowLeak(getShadowDOMAPI());

/**
 * Tabster's "dummy inputs" (zero-size `<i role="none" tabindex="0">` that hand focus on when Tab
 * reaches them) come with `aria-hidden="true"`: a focusable element hidden from assistive
 * technology, which WCAG checkers rightly report (axe `aria-hidden-focus`). They carry no name
 * and no content, so without the attribute they stay silent; this observer removes it wherever
 * Tabster puts them — around the document body and inside each island's shadow root.
 */
const dummy = '[data-tabster-dummy][aria-hidden]';

function unhide(node: ParentNode): void {
  for (const element of node.querySelectorAll(dummy)) element.removeAttribute('aria-hidden');
}

export function keepDummyInputsAudible(root: Document | ShadowRoot): () => void {
  const target = root instanceof Document ? root.body : root;
  unhide(target);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target as Element;
      if (record.type === 'attributes' && element.matches?.(dummy)) element.removeAttribute('aria-hidden');
      for (const added of record.addedNodes) {
        if (!(added instanceof Element)) continue;
        if (added.matches(dummy)) added.removeAttribute('aria-hidden');
        else unhide(added);
      }
    }
  });
  observer.observe(target, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

let documentWatched = false;
/** Once per page: the dummies Tabster puts around the document's body. */
export function watchDocumentDummyInputs(): void {
  if (documentWatched || !document.body) return;
  documentWatched = true;
  keepDummyInputsAudible(document);
}
