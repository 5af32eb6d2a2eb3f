import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pendingChangesets, splitMixedChangesets } from '../scripts/release-version';

const dir = mkdtempSync(join(tmpdir(), 'changesets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
const workflow = parse(readFileSync(new URL('../../../.github/workflows/release-tree-engine.yml', import.meta.url), 'utf8')) as {
  jobs: { release: { steps: { name?: string; id?: string; uses?: string; if?: string; run?: string; with?: Record<string, string>; env?: Record<string, string> }[] } };
};

describe('the release', () => {
  it('counts the changesets naming tree-engine, alone or beside others, and splits the mixed ones', () => {
    writeFileSync(join(dir, 'README.md'), '# Changesets\n');
    writeFileSync(join(dir, 'alone.md'), "---\n'@chamados/tree-engine': minor\n---\n\nA feature.\n");
    writeFileSync(join(dir, 'mixed.md'), "---\n'@chamados/portal': patch\n\"@chamados/tree-engine\": patch\n---\n\nA fix in both.\n");
    writeFileSync(join(dir, 'other.md'), "---\n'@chamados/server': minor\n---\n\nNot ours.\n");
    expect(pendingChangesets(dir)).toEqual(['alone.md', 'mixed.md']);
    expect(splitMixedChangesets(dir)).toEqual([join(dir, 'mixed--tree-engine.md')]);
    expect(readFileSync(join(dir, 'mixed.md'), 'utf8')).toBe("---\n'@chamados/portal': patch\n---\n\nA fix in both.\n");
    expect(readFileSync(join(dir, 'mixed--tree-engine.md'), 'utf8')).toBe('---\n"@chamados/tree-engine": patch\n---\n\nA fix in both.\n');
    expect(readdirSync(dir).sort()).toEqual(['README.md', 'alone.md', 'mixed--tree-engine.md', 'mixed.md', 'other.md']);
  });

  it('the workflow versions while tree-engine changesets are pending and publishes when none are, whatever other packages have pending', () => {
    const steps = workflow.jobs.release.steps;
    const pending = steps.find((step) => step.id === 'pending');
    expect(pending?.run).toContain('release:pending');
    const action = steps.find((step) => step.uses?.startsWith('changesets/action'));
    // Given a publish step, changesets/action would publish only with no changeset at all pending.
    expect(action?.with?.publish).toBeUndefined();
    expect(action?.with?.version).toContain('release:version');
    expect(action?.if).toBe("steps.pending.outputs.count != '0'");
    const publish = steps.find((step) => step.id === 'publish');
    expect(publish?.if).toBe("steps.pending.outputs.count == '0'");
    expect(publish?.run).toContain('release:publish');
    expect(publish?.env).toMatchObject({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}', NPM_CONFIG_PROVENANCE: 'true' });
    expect(steps.at(-1)?.if).toBe("steps.publish.outputs.published == 'true'");
    for (const script of ['release:pending', 'release:version', 'release:publish', 'lint', 'typecheck', 'test']) expect(pkg.scripts[script], script).toBeDefined();
  });
});
