import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBases } from '../helpers/routes.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * The three published documents pass Redocly's `recommended` rules (the ones `redocly lint`
 * applies; built in, no network) with zero errors: summaries and tags on every operation, no
 * identical paths, valid schemas and references. Warnings are listed on failure only.
 */

let server: SharedTestServer;

beforeAll(async () => {
  server = await sharedTestServer();
});

describe('OpenAPI lint (Redocly recommended)', () => {
  it.each(apiBases)('%s has zero errors', async (base) => {
    const response = await fetch(`${server.url}${base}/openapi.json`);
    expect(response.status).toBe(200);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: await response.text(),
      absoluteRef: `${server.url}${base}/openapi.json`,
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
    // The check has teeth: an operation without a summary is an error of the same rules.
    const document = JSON.parse(await (await fetch(`${server.url}${base}/openapi.json`)).text());
    const [path, operations] = Object.entries(document.paths as Record<string, Record<string, object>>)[0]!;
    const [method, operation] = Object.entries(operations)[0]!;
    const { summary: _, ...withoutSummary } = operation as { summary?: string };
    document.paths[path][method] = withoutSummary;
    const broken = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'broken.json', config });
    expect(broken.filter((p) => p.severity === 'error').map((p) => p.ruleId)).toEqual(['operation-summary']);
  });
});
