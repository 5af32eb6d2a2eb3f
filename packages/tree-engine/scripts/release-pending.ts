/**
 * `pnpm --filter @chamados/tree-engine release:pending`: prints how many changesets name
 * tree-engine (and lists them on stderr); in GitHub Actions also writes `count=<n>` to the step's
 * outputs. The release workflow versions when there are some and publishes when there are none.
 */
import { appendFileSync } from 'node:fs';
import { pendingChangesets } from './release-version';

const pending = pendingChangesets();
for (const file of pending) console.error(`.changeset/${file}`);
console.log(pending.length);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `count=${pending.length}\n`);
