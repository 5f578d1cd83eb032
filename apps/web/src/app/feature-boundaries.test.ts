import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint zones of eslint.config.js, proven on sample files: a feature may not import another
// (unless the edge is recorded), shared/ may not import features, and a new feature folder is covered.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature boundaries', () => {
  it('refuses a feature importing another one', async () => {
    const messages = await restrictedImports(
      'apps/web/src/features/home/components/sample.ts',
      "export { usePropertyUnit } from '@/features/units/api/get-property-unit';\n",
    );
    expect(messages.join('\n')).toMatch(/Features do not import each other/);
  });

  it('allows the recorded edge: listing steps reuse the unit forms', async () => {
    const messages = await restrictedImports(
      'apps/web/src/features/listing/steps/sample.ts',
      "export { RoomsForm } from '@/features/units/components/rooms/rooms-form';\n",
    );
    expect(messages).toEqual([]);
  });

  it('refuses shared/ reaching up into a feature', async () => {
    expect(
      await restrictedImports(
        'apps/web/src/shared/ui/sample.ts',
        "export { HomeOverview } from '@/features/home/components/home-overview';\n",
      ),
    ).not.toEqual([]);
  });

  it('refuses the relative way around the alias from outside the features folder', async () => {
    expect(
      await restrictedImports('apps/web/src/routes/sample.ts', "export { x } from '../features/home/x';\n"),
    ).not.toEqual([]);
  });
});
