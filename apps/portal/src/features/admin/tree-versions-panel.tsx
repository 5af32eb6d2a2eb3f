import { useAdminTreeVersionsQuery, type TreeVersion } from '@chamados/portal-api';
import { TreeVersions } from '@chamados/portal-ui';

/** Props of {@link TreeVersionsPanel}. */
export interface TreeVersionsPanelProps {
  id: number;
  draft: string;
  busy: boolean;
  /** Unsaved edits: the restore confirmation says they will be lost. */
  dirty: boolean;
  onRestore: (version: TreeVersion) => void;
}

/** The launched versions of a saved tree, from `GET /api/admin/arvore/{id}/versoes`. */
export function TreeVersionsPanel({ id, draft, busy, dirty, onRestore }: TreeVersionsPanelProps) {
  const { data, isLoading } = useAdminTreeVersionsQuery(id);
  return <TreeVersions versions={data} loading={isLoading} draft={draft} busy={busy} dirty={dirty} onRestore={onRestore} />;
}
