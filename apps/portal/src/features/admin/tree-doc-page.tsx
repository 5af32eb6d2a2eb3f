import { t } from '@chamados/portal-ui';

/** /admin/arvore/doc: how to write a tree. */
export function TreeDocPage() {
  return <h1>{t('admin.doc.title')}</h1>;
}
