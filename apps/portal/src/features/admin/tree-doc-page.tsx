import { useAdminDataHubKeysQuery } from '@chamados/portal-api';
import { tAdmin, TreeDocView } from '@chamados/portal-ui';

/** /admin/arvore/doc: how to write a tree (opened in a new tab from the tree form), with the data hub's names. */
export function TreeDocPage() {
  const { data, isLoading } = useAdminDataHubKeysQuery();
  return (
    <div className="ch-container">
      <title>{tAdmin('documentTitle.page', { page: tAdmin('admin.doc.title') })}</title>
      <TreeDocView dataHub={data} dataHubLoading={isLoading} />
    </div>
  );
}
