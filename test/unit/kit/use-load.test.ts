// @vitest-environment happy-dom
import ky from 'ky';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLoad } from '../../../apps/platform/use-load.ts';
import { infoFilesApi } from '../../../apps/shared/files/api.ts';
import type { InfoFolderInfo } from '../../../contract/info-system-files.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A request the fake server holds until the test answers it. */
interface Held {
  url: string;
  signal: AbortSignal;
  answer: (body: unknown) => void;
}

let held: Held[];
let root: Root;
let shown: string[];

/** The files client of apps/shared/ over ky, with a fetch that keeps every request open. */
const http = ky.create({
  prefix: 'https://portal.example/portal/api',
  retry: 0,
  fetch: (input) =>
    new Promise<Response>((resolve, reject) => {
      const request = input as Request;
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
      held.push({
        url: request.url,
        signal: request.signal,
        answer: (body) => resolve(Response.json(body)),
      });
    }),
});
const api = infoFilesApi(http);

function Folders({ module }: { module: string }) {
  const folders = useLoad((signal) => api.folders(module, signal), [module]);
  shown.push(folders.loading ? 'loading' : (folders.data ?? []).map((f) => f.name).join(','));
  return null;
}

const folder = (name: string): InfoFolderInfo => ({ name }) as InfoFolderInfo;

beforeEach(() => {
  held = [];
  shown = [];
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

describe('useLoad', () => {
  it('aborts the request the next deps supersede, and shows only the answer for the current deps', async () => {
    await act(async () => root.render(createElement(Folders, { module: '1' })));
    await act(async () => root.render(createElement(Folders, { module: '2' })));
    await expect.poll(() => held.length).toBe(2);
    const [first, second] = held as [Held, Held];
    expect(first.url).toContain('selectedModule=1');
    expect(first.signal.aborted).toBe(true);
    expect(second.url).toContain('selectedModule=2');
    expect(second.signal.aborted).toBe(false);

    await act(async () => second.answer([folder('Prospekte')]));
    expect(shown.at(-1)).toBe('Prospekte');
    // The superseded answer arriving late changes nothing.
    await act(async () => first.answer([folder('Alt')]));
    expect(shown.at(-1)).toBe('Prospekte');
  });

  it('aborts the running request when the view goes away', async () => {
    await act(async () => root.render(createElement(Folders, { module: '1' })));
    await expect.poll(() => held.length).toBe(1);
    await act(async () => root.render(null));
    expect(held[0]!.signal.aborted).toBe(true);
  });
});
