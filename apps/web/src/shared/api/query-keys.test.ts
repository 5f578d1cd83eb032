import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryKeys, unitShownElsewhereKeys } from './query-keys';

const srcDir = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('query keys', () => {
  it('are written in one place: no page or hook spells a key as a literal array', () => {
    const literalKey = /queryKey:\s*\[|QueryData(?:<[^>]*>)?\(\s*\[|invalidateQueries\(\{\s*queryKey:\s*\[/;
    const offenders = sourceFiles(srcDir)
      .filter((file) => !file.endsWith(path.join('shared', 'api', 'query-keys.ts')))
      .filter((file) => literalKey.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file));
    expect(offenders).toEqual([]);
  });

  it('nests a domain under its noun, so one invalidation reaches everything it shows', () => {
    expect(queryKeys.properties.detail('P-1').slice(0, 1)).toEqual(queryKeys.properties.all);
    expect(queryKeys.units.promotions('U-1').slice(0, 3)).toEqual(queryKeys.units.unit('U-1'));
    for (const key of unitShownElsewhereKeys()) expect(key[0]).toBe('properties');
  });
});
