/**
 * The editor's tabs: several statements open side by side, kept per user in the browser
 * (localStorage), so they survive a reload. Pure functions over the state; the app stores it.
 */

export interface SqlTab {
  id: string;
  /** Shown on the tab: a saved statement's name, else empty (the tab reads "Abfrage n"). */
  title: string;
  query: string;
  /** The saved statement the tab was opened from or saved as. */
  savedId: string | null;
}

export interface SqlTabs {
  tabs: SqlTab[];
  activeId: string;
}

/** At most this many tabs are kept; the oldest one goes when another opens. */
export const maxTabs = 12;
const maxStoredQuery = 20_000;

export const firstQuery = 'select vbeln, erdat, kunnr, netwr, waerk\nfrom vbak\norder by erdat desc\nlimit 100';

const newId = () => crypto.randomUUID();

export function initialTabs(): SqlTabs {
  const tab: SqlTab = { id: newId(), title: '', query: firstQuery, savedId: null };
  return { tabs: [tab], activeId: tab.id };
}

export function activeTab(state: SqlTabs): SqlTab {
  return state.tabs.find((t) => t.id === state.activeId) ?? state.tabs[0]!;
}

export function openTab(state: SqlTabs, init: Partial<Omit<SqlTab, 'id'>> = {}): SqlTabs {
  const tab: SqlTab = { id: newId(), title: '', query: '', savedId: null, ...init };
  return { tabs: [...state.tabs, tab].slice(-maxTabs), activeId: tab.id };
}

export function closeTab(state: SqlTabs, id: string): SqlTabs {
  const index = state.tabs.findIndex((t) => t.id === id);
  if (index < 0) return state;
  const tabs = state.tabs.filter((t) => t.id !== id);
  if (tabs.length === 0) return initialTabs();
  const activeId = state.activeId === id ? tabs[Math.min(index, tabs.length - 1)]!.id : state.activeId;
  return { tabs, activeId };
}

export function updateTab(state: SqlTabs, id: string, change: Partial<Omit<SqlTab, 'id'>>): SqlTabs {
  return { ...state, tabs: state.tabs.map((t) => (t.id === id ? { ...t, ...change } : t)) };
}

/** Where a user's tabs are kept in this browser. */
export function tabsKey(userId: string): string {
  return `portal.sapSql.tabs.${userId}`;
}

/** The stored tabs, or fresh ones when nothing (usable) is stored. */
export function readTabs(storage: Pick<Storage, 'getItem'>, userId: string): SqlTabs {
  try {
    const raw = JSON.parse(storage.getItem(tabsKey(userId)) ?? 'null') as Partial<SqlTabs> | null;
    const tabs = (Array.isArray(raw?.tabs) ? raw.tabs : [])
      .filter(
        (t): t is SqlTab =>
          !!t && typeof t.id === 'string' && typeof t.title === 'string' && typeof t.query === 'string',
      )
      .map((t) => ({ id: t.id, title: t.title, query: t.query.slice(0, maxStoredQuery), savedId: t.savedId ?? null }))
      .slice(-maxTabs);
    if (!tabs.length) return initialTabs();
    const activeId = tabs.some((t) => t.id === raw?.activeId) ? raw!.activeId! : tabs[0]!.id;
    return { tabs, activeId };
  } catch {
    return initialTabs();
  }
}

export function writeTabs(storage: Pick<Storage, 'setItem'>, userId: string, state: SqlTabs): void {
  try {
    storage.setItem(tabsKey(userId), JSON.stringify(state));
  } catch {
    // Storage full or blocked: the tabs stay for this visit only.
  }
}

/**
 * What runs: the selected text when there is a selection, else the whole editor; `from` is
 * where the sent text starts in the editor, so an error's position lands in the right place.
 */
export function statementToRun(doc: string, selection: { from: number; to: number }): { text: string; from: number } {
  const selected = selection.to > selection.from ? doc.slice(selection.from, selection.to) : '';
  if (selected.trim()) return { text: selected, from: selection.from };
  return { text: doc, from: 0 };
}
