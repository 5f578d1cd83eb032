import { describe, expect, it } from 'vitest';
import { browserEndpointRows, browserRowsModule } from './browser-endpoint-rows.plugin';

const endpointsModules = import.meta.glob<Record<string, unknown>>(
  '../../packages/contract/src/**/*.endpoints.ts',
  { eager: true },
);

/** The rows a generated module exports, read back from its `export const name = {json};` lines. */
function rowsOf(source: string): Record<string, Record<string, unknown>> {
  const rows: Record<string, Record<string, unknown>> = {};
  for (const [, name, json] of source.matchAll(/^export const (\w+) = (.*);$/gm)) {
    rows[name!] = JSON.parse(json!) as Record<string, unknown>;
  }
  return rows;
}

describe('browserRowsModule', () => {
  it('keeps every row of every endpoints module, with its method, path and access and without schemas', () => {
    const modules = Object.entries(endpointsModules);
    expect(modules.length).toBeGreaterThan(20);
    for (const [file, exports] of modules) {
      const source = browserRowsModule(file, exports);
      expect(source).not.toMatch(/zod|import /);
      const rows = rowsOf(source);
      expect(Object.keys(rows).sort()).toEqual(Object.keys(exports).sort());
      for (const [name, row] of Object.entries(rows)) {
        const real = exports[name] as Record<string, unknown>;
        expect(row, `${file} ${name}`).toEqual({
          method: real.method,
          path: real.path,
          access: real.access,
          ...(real.requestType ? { requestType: real.requestType } : {}),
          ...(real.responseType ? { responseType: real.responseType } : {}),
          ...(real.successStatus ? { successStatus: real.successStatus } : {}),
        });
        expect(row).not.toHaveProperty('response');
      }
    }
  });

  it('refuses an export that is not an endpoint row, naming it', () => {
    const row = endpointsModules['../../packages/contract/src/home/home.endpoints.ts']!.getHomeOverview;
    expect(() => browserRowsModule('x.endpoints.ts', { row, HOME_LIMIT: 5 })).toThrow(/export "HOME_LIMIT"/);
    expect(() =>
      browserRowsModule('x.endpoints.ts', { halfRow: { method: 'GET', path: '/x', access: 'host' } }),
    ).toThrow(/export "halfRow"/);
  });
});

describe('browserEndpointRows', () => {
  it('replaces an endpoints module with its rows, read by running the real module, and leaves others alone', async () => {
    const plugin = browserEndpointRows();
    const load = plugin.load as (id: string) => Promise<string | null>;
    const buildEnd = plugin.buildEnd as () => Promise<void>;
    const file = decodeURIComponent(
      new URL('../../packages/contract/src/properties/property-units.endpoints.ts', import.meta.url).pathname,
    );
    try {
      const source = await load(file);
      const real = endpointsModules['../../packages/contract/src/properties/property-units.endpoints.ts']!;
      const rows = rowsOf(source ?? '');
      expect(Object.keys(rows).sort()).toEqual(Object.keys(real).sort());
      for (const [name, row] of Object.entries(rows)) {
        expect(row.path).toBe((real[name] as { path: string }).path);
      }
      expect(await load(file.replace('property-units.endpoints.ts', 'property-unit.schemas.ts'))).toBeNull();
    } finally {
      await buildEnd();
    }
    expect(plugin.apply).toBe('build');
  });
});
