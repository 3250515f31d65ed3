/**
 * Fluent's focus manager (Tabster) walks the DOM to decide where Tab goes. Without help it cannot
 * see into shadow roots: inside a portal element, Tab from a field or from the shell's links
 * dropped focus onto <body>. Tabster ships a shadow-DOM-aware DOM API; Fluent picks it up from
 * `window.__tabsterShadowDOMAPI` when it creates Tabster, so it must be set before the first
 * island renders.
 */
import { getShadowDOMAPI } from 'tabster';

type TabsterWindow = Window & { __tabsterShadowDOMAPI?: ReturnType<typeof getShadowDOMAPI> };

const win = window as TabsterWindow;
win.__tabsterShadowDOMAPI ??= getShadowDOMAPI();
