import { t, TreeDocView } from '@chamados/portal-ui';

/** /admin/arvore/doc: how to write a tree (opened in a new tab from the tree form). */
export function TreeDocPage() {
  return (
    <div className="ch-container">
      <title>{t('documentTitle.page', { page: t('admin.doc.title') })}</title>
      <TreeDocView />
    </div>
  );
}
