/** A pending change of @chamados/portal-ui, read from a changeset (`.changeset/*.md`). */
export interface PortalUiChange {
  file: string;
  /** `major`, `minor` or `patch`, as the changeset bumps portal-ui. */
  bump: 'major' | 'minor' | 'patch';
  /** The changeset's first paragraph: what changed, as its author summed it up. */
  summary: string;
}

const PACKAGE = '@chamados/portal-ui';

/** The portal-ui changes among changesets given as `{ path: text }`, newest-looking first (by name). */
export function portalUiChanges(files: Record<string, string>): PortalUiChange[] {
  return Object.entries(files)
    .flatMap(([path, text]) => {
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
      if (!match) return [];
      const bump = new RegExp(`['"]${PACKAGE}['"]\\s*:\\s*(major|minor|patch)`).exec(match[1]!)?.[1] as PortalUiChange['bump'] | undefined;
      if (!bump) return [];
      const summary = match[2]!.trim().split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ');
      return [{ file: path.split('/').pop()!.replace(/\.md$/, ''), bump, summary }];
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}
