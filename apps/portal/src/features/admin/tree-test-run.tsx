import { Button, t } from '@chamados/portal-ui';

/** Props of {@link TreeTestRun}. */
export interface TreeTestRunProps {
  text: string;
  onClose: () => void;
}

/** Test mode ('Testando árvore'): the walk screens on the draft, ending on a preview. */
export function TreeTestRun({ onClose }: TreeTestRunProps) {
  return (
    <section aria-label={t('admin.test.title')}>
      <h2>{t('admin.test.title')}</h2>
      <Button onClick={onClose}>{t('admin.test.close')}</Button>
    </section>
  );
}
