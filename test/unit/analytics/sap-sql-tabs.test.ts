import { describe, expect, it } from 'vitest';
import { resultAsTsv } from '../../../apps/sap-sql/result-text.ts';
import {
  activeTab,
  closeTab,
  initialTabs,
  maxTabs,
  openTab,
  readTabs,
  statementToRun,
  tabsKey,
  updateTab,
  writeTabs,
} from '../../../apps/sap-sql/tabs.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
};

describe('SQL editor tabs', () => {
  it('open, switch, edit and close; closing the last leaves a fresh one', () => {
    let state = initialTabs();
    const first = state.activeId;
    state = openTab(state, { query: 'select 2' });
    expect(state.tabs).toHaveLength(2);
    expect(activeTab(state).query).toBe('select 2');
    state = updateTab(state, state.activeId, { query: 'select 3' });
    expect(activeTab(state).query).toBe('select 3');
    state = closeTab(state, state.activeId);
    expect(state.activeId).toBe(first);
    state = closeTab(state, first);
    expect(state.tabs).toHaveLength(1);
    expect(state.activeId).not.toBe(first);
  });

  it('keep at most a dozen tabs', () => {
    let state = initialTabs();
    for (let i = 0; i < maxTabs + 3; i++) state = openTab(state, { query: `select ${i}` });
    expect(state.tabs).toHaveLength(maxTabs);
    expect(activeTab(state).query).toBe(`select ${maxTabs + 2}`);
  });

  it('survive a reload per user, and broken storage gives fresh tabs', () => {
    const storage = memoryStorage();
    const state = openTab(initialTabs(), { title: 'Top-Kunden', query: 'select 1', savedId: 'q1' });
    writeTabs(storage, 'u1', state);
    expect(readTabs(storage, 'u1')).toEqual(state);
    expect(readTabs(storage, 'u2').tabs).toHaveLength(1);
    storage.setItem(tabsKey('u3'), '{"tabs":[{"id":1}],"activeId":"x"}');
    expect(readTabs(storage, 'u3').tabs[0]!.query).toMatch(/^select/);
    storage.setItem(tabsKey('u4'), 'not json');
    expect(readTabs(storage, 'u4').tabs).toHaveLength(1);
  });

  it('run the selection when there is one, else the whole editor', () => {
    const doc = 'select 1;\nselect kunnr from kna1';
    expect(statementToRun(doc, { from: 10, to: doc.length })).toEqual({ text: 'select kunnr from kna1', from: 10 });
    expect(statementToRun(doc, { from: 4, to: 4 })).toEqual({ text: doc, from: 0 });
    expect(statementToRun(doc, { from: 9, to: 10 })).toEqual({ text: doc, from: 0 });
  });
});

describe('a result as text for the clipboard', () => {
  it('writes a header and rows, tab-separated, numbers by the given formatter, breaks flattened', () => {
    const text = resultAsTsv(
      [
        { name: 'kunnr', kind: 'text' },
        { name: 'netwr', kind: 'number' },
      ],
      [
        { kunnr: '0000100001', netwr: 1234.5 },
        { kunnr: 'a\tb\nc', netwr: null },
      ],
      (n) => String(n).replace('.', ','),
    );
    expect(text).toBe('kunnr\tnetwr\n0000100001\t1234,5\na b c\t\n');
  });
});
