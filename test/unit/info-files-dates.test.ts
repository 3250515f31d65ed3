import { describe, expect, it } from 'vitest';
import { demoInfoFiles } from '../../server/demo/info-files/catalogue.ts';

describe('demo info-system files', () => {
  it('are dated in the past: no document shows as changed in the future', () => {
    const now = Date.now();
    const future = demoInfoFiles().filter((f) => f.lastModified.getTime() > now);
    expect(future.map((f) => `${f.module}/${f.folder}/${f.name}`)).toEqual([]);
    expect(demoInfoFiles().length).toBeGreaterThan(50);
  });
});
