import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The package boundaries of ARCHITECTURE.md §1 are enforced by eslint.config.js; these cases lint
// real import lines as if they sat in each package, so a rule that stops firing fails here. Each
// case is linted twice: by ESLint started at the repository root, and by ESLint started in the
// package's own folder, as `pnpm lint` (turbo) and CI run it. Rules may resolve paths from the
// process's working directory (import-x's zones did, and guarded nothing per package), so the
// second run is a real process in that folder, not an option of this one.
const root = process.cwd();
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** `apps/portal/src/x.ts` → `apps/portal`: the folder the package's own lint script runs in. */
const packageOf = (filePath: string): string => filePath.split('/').slice(0, 2).join('/');

// Run with `node --input-type=module` in the package's folder: lints each { filePath, code } of stdin.
const LINT_HERE = `
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
const eslint = new ESLint();
const found = [];
for (const { filePath, code } of JSON.parse(readFileSync(0, 'utf8'))) {
  const [result] = await eslint.lintText(code, { filePath });
  found.push((result?.messages ?? []).map((m) => m.ruleId ?? m.message));
}
process.stdout.write(JSON.stringify(found));
`;

/** Lints every case from its package's folder, one process per package; results by `filePath + code`. */
function lintInPackages(cases: readonly (readonly [string, string])[]): Map<string, string[]> {
  const results = new Map<string, string[]>();
  for (const folder of new Set(cases.map(([filePath]) => packageOf(filePath)))) {
    const mine = cases.filter(([filePath]) => packageOf(filePath) === folder);
    const input = JSON.stringify(mine.map(([filePath, code]) => ({ filePath: resolve(root, filePath), code })));
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_HERE], { cwd: resolve(root, folder), input, encoding: 'utf8' });
    (JSON.parse(output) as string[][]).forEach((ids, i) => results.set(mine[i]!.join('\n'), ids));
  }
  return results;
}

const refused = [
  ['tree-engine imports node:*', 'packages/tree-engine/src/x.ts', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n", 'no-restricted-imports'],
  ['tree-engine imports React', 'packages/tree-engine/src/x.ts', "import { useState } from 'react';\nexport const f = useState;\n", 'no-restricted-imports'],
  ['tree-engine touches the DOM', 'packages/tree-engine/src/x.ts', 'export const f = () => document.title;\n', 'no-restricted-globals'],
  ['portal-ui imports portal-api', 'packages/portal-ui/src/x.ts', "import { api } from '@chamados/portal-api';\nexport const f = api;\n", 'no-restricted-imports'],
  ['portal-ui imports Redux', 'packages/portal-ui/src/x.ts', "import { useSelector } from 'react-redux';\nexport const f = useSelector;\n", 'no-restricted-imports'],
  ['portal-api imports tree-engine code', 'packages/portal-api/src/x.ts', "import { parseTree } from '@chamados/tree-engine';\nexport const f = parseTree;\n", '@typescript-eslint/no-restricted-imports'],
  ['portal-api imports tree-engine code from an entry point', 'packages/portal-api/src/x.ts', "import { startAttendance } from '@chamados/tree-engine/runtime';\nexport const f = startAttendance;\n", '@typescript-eslint/no-restricted-imports'],
  ['a package imports an app', 'packages/portal-ui/src/x.ts', "import { x } from '@chamados/server';\nexport const f = x;\n", 'no-restricted-imports'],
  ['the server imports the portal', 'apps/server/src/x.ts', "import { x } from '@chamados/portal';\nexport const f = x;\n", 'no-restricted-imports'],
  ['api-contract imports tree-engine code', 'packages/api-contract/src/x.ts', "import { parseTree } from '@chamados/tree-engine';\nexport const f = parseTree;\n", '@typescript-eslint/no-restricted-imports'],
  ['api-contract imports tree-engine code from an entry point', 'packages/api-contract/src/x.ts', "import { parseTree } from '@chamados/tree-engine/verify';\nexport const f = parseTree;\n", '@typescript-eslint/no-restricted-imports'],
  ['api-contract imports React', 'packages/api-contract/src/x.ts', "import { useState } from 'react';\nexport const f = useState;\n", 'no-restricted-imports'],
  ['api-contract imports portal-api', 'packages/api-contract/src/x.ts', "import { portalApi } from '@chamados/portal-api';\nexport const f = portalApi;\n", 'no-restricted-imports'],
  ['portal-ui imports api-contract code', 'packages/portal-ui/src/x.ts', "import { routes } from '@chamados/api-contract';\nexport const f = routes;\n", '@typescript-eslint/no-restricted-imports'],
  ['a portal feature imports another feature', 'apps/portal/src/features/home/x.ts', "import { ErrorRoute } from '../errors/error-route';\nexport const f = ErrorRoute;\n", 'import-x/no-restricted-paths'],
  ['a portal feature imports the app shell', 'apps/portal/src/features/home/x.ts', "import { createStore } from '../../app/store';\nexport const f = createStore;\n", 'import-x/no-restricted-paths'],
  ['shared portal code imports a feature', 'apps/portal/src/components/x.ts', "import { HomePage } from '../features/home/home-page';\nexport const f = HomePage;\n", 'import-x/no-restricted-paths'],
  ['shared portal code imports the app shell', 'apps/portal/src/auth/x.ts', "import { createStore } from '../app/store';\nexport const f = createStore;\n", 'import-x/no-restricted-paths'],
] as const;

const allowed = [
  ['portal-api imports tree-engine types', 'packages/portal-api/src/x.ts', "import type { Tree } from '@chamados/tree-engine';\nexport type T = Tree;\n"],
  ['the CLI of tree-engine uses node:*', 'packages/tree-engine/src/cli/x.ts', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n"],
  ['portal-ui imports tree-engine', 'packages/portal-ui/src/x.ts', "import { applyMask } from '@chamados/tree-engine';\nexport const f = applyMask;\n"],
  ['portal-api imports tree-engine types from an entry point', 'packages/portal-api/src/x.ts', "import type { Attendance } from '@chamados/tree-engine/runtime';\nexport type T = Attendance;\n"],
  ['portal-ui imports tree-engine from an entry point', 'packages/portal-ui/src/x.ts', "import { applyMask } from '@chamados/tree-engine/runtime';\nexport const f = applyMask;\n"],
  ['portal-ui imports api-contract types', 'packages/portal-ui/src/x.ts', "import type { TicketDetail } from '@chamados/api-contract';\nexport type T = TicketDetail;\n"],
  ['api-contract imports tree-engine types', 'packages/api-contract/src/x.ts', "import type { Tree } from '@chamados/tree-engine';\nexport type T = Tree;\n"],
  ['the server imports the contract', 'apps/server/src/x.ts', "import { routes } from '@chamados/api-contract';\nexport const f = routes;\n"],
  ['portal-api imports the contract', 'packages/portal-api/src/x.ts', "import { routes } from '@chamados/api-contract';\nexport const f = routes;\n"],
  ['a portal feature imports shared code', 'apps/portal/src/features/home/x.ts', "import { useSession } from '../../auth';\nexport const f = useSession;\n"],
  ['the app shell imports a feature', 'apps/portal/src/app/x.ts', "import { HomePage } from '../features/home/home-page';\nexport const f = HomePage;\n"],
  ['a portal feature imports a shared helper of lib/', 'apps/portal/src/features/admin/x.ts', "import { lazyPage } from '../../lib/lazy-page';\nexport const f = lazyPage;\n"],
] as const;

describe('package boundaries (ARCHITECTURE.md §1)', () => {
  it.each(refused)('refuses: %s', async (_name, filePath, code, rule) => {
    expect(await ruleIds(filePath, code)).toContain(rule);
  });

  describe('with ESLint run in the package folder, as CI lints', () => {
    let fromPackage: Map<string, string[]>;
    beforeAll(() => {
      fromPackage = lintInPackages([...refused.map(([, filePath, code]) => [filePath, code] as const), ...allowed.map(([, filePath, code]) => [filePath, code] as const)]);
    }, 180_000);

    it.each(refused)('refuses: %s', (_name, filePath, code, rule) => {
      expect(fromPackage.get(`${filePath}\n${code}`)).toContain(rule);
    });

    it.each(allowed)('allows: %s', (_name, filePath, code) => {
      expect(fromPackage.get(`${filePath}\n${code}`)).toEqual([]);
    });
  });

  it('refuses an import cycle (import-x/no-cycle reads the TypeScript files it leads to)', async () => {
    // The fixtures are ignored by the repository's lint; this instance lints them on purpose.
    const [result] = await new ESLint({ cwd: process.cwd(), ignore: false }).lintFiles(['test/fixtures/cycle/a.ts']);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it.each(allowed)('allows: %s', async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });
});
