import { describe, expect, it } from 'vitest';
import { portalUiChanges } from './changesets';

describe('Novidades from the changesets', () => {
  it("keeps portal-ui's changesets, with their bump and first paragraph", () => {
    const changes = portalUiChanges({
      '/x/.changeset/b-queue.md': "---\n'@chamados/portal': minor\n'@chamados/portal-ui': minor\n---\n\nThe agent's queue\nin a table.\n\nMore details.\n",
      '/x/.changeset/a-server.md': "---\n'@chamados/server': patch\n---\n\nServer only.\n",
      '/x/.changeset/README.md': '# Changesets\n',
    });
    expect(changes).toEqual([{ file: 'b-queue', bump: 'minor', summary: "The agent's queue in a table." }]);
  });
});
