import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of eslint.config.js (decision 0019), proven on sample sources linted as if they
// were real files: each sample imports a module that already imports the sample's file, so the only
// thing that can make these pass or fail is how the rule resolves the import.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function importMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => m.message);
}

describe('import cycles', () => {
  it('refuses a cycle through the @/ alias (the API client reads the session)', async () => {
    const messages = await importMessages(
      'apps/web/src/shared/auth/auth-session.ts',
      "import '@/shared/api/api-client';\n",
    );
    expect(messages.join('\n')).toMatch(/Dependency cycle/);
  });

  it('refuses a cycle through a package subpath export (every endpoint file builds on http/endpoint)', async () => {
    const messages = await importMessages(
      'packages/contract/src/http/endpoint.ts',
      "import '@hostdeck/contract/user/user.endpoints';\n",
    );
    expect(messages.join('\n')).toMatch(/Dependency cycle/);
  });

  it('lets a type-only import point back, since it is gone at run time', async () => {
    const messages = await importMessages(
      'apps/web/src/shared/auth/auth-session.ts',
      "import type { CallOptions } from '@/shared/api/api-client';\nexport type Sample = CallOptions<never>;\n",
    );
    expect(messages).toEqual([]);
  });

  it('refuses the server units module importing properties, the module above it', async () => {
    const messages = await importMessages(
      'apps/server/src/modules/units/sample.ts',
      "import '../properties/properties.repository';\n",
    );
    expect(messages.join('\n')).toMatch(/units module sits below properties/);
  });
});
