import type { TreeVersion } from '@chamados/api-contract';
import { useId, useState } from 'react';
import { formatDateTime } from '../../lib/format-date-time';
import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { LazyTreeDiff as TreeDiff } from './lazy-tree-diff';

/** Props of {@link TreeVersions}. */
export interface TreeVersionsProps {
  /**
   * As versões lançadas da árvore, cada uma com a data, quem lançou e o que mudou.
   * @remarks The launched versions (`GET /api/admin/arvore/{id}/versoes`), newest first or not.
   */
  versions?: readonly TreeVersion[];
  /** As versões estão carregando: aparece 'Carregando…' no lugar da lista. */
  loading?: boolean;
  /**
   * O rascunho como está no editor, para comparar com cada versão.
   * @remarks The draft as the editor holds it.
   */
  draft: string;
  /**
   * O que acontece depois de confirmar 'Restaurar' numa versão: o seu texto vira o rascunho.
   * @remarks Restore a version's text as the draft (the app saves it); called after the
   * confirmation.
   */
  onRestore: (version: TreeVersion) => void;
  /** Algo está sendo salvo: os botões esperam, desabilitados. */
  busy?: boolean;
  /**
   * O rascunho tem mudanças não salvas: a confirmação avisa que elas serão perdidas.
   * @remarks The draft has unsaved edits: the confirmation says they will be lost.
   */
  dirty?: boolean;
}

const DRAFT = 'rascunho';

/**
 * The launched versions with author and date, each restorable as the draft after a confirmation
 * (which warns of unsaved edits), and a side-by-side diff between any two of them or against the
 * draft.
 * @example <TreeVersions versions={data} draft={texto} onRestore={(v) => restore(v.texto)} />
 */
export function TreeVersions({ versions, loading = false, draft, onRestore, busy = false, dirty = false }: TreeVersionsProps) {
  const ids = useId();
  // Restoring saves over the draft: it asks first, like 'Restaurar Árvore'.
  const [asking, setAsking] = useState<TreeVersion>();
  const sorted = [...(versions ?? [])].sort((a, b) => b.versao - a.versao);
  const [left, setLeft] = useState<string>();
  const [right, setRight] = useState<string>(DRAFT);
  const leftKey = left ?? (sorted[0] ? String(sorted[0].versao) : DRAFT);
  const textOf = (key: string) => (key === DRAFT ? draft : (sorted.find((v) => String(v.versao) === key)?.texto ?? ''));
  const labelOf = (key: string) => (key === DRAFT ? tAdmin('admin.versions.draft') : tAdmin('admin.versions.item', { n: key }));
  const choices = [DRAFT, ...sorted.map((v) => String(v.versao))];

  let body;
  if (loading && !versions) body = <LoadingIndicator />;
  else if (sorted.length === 0) body = <p className="ch-tree-versions__note">{tAdmin('admin.versions.empty')}</p>;
  else {
    const same = textOf(leftKey) === textOf(right);
    body = (
      <>
        <ul className="ch-tree-versions__list">
          {sorted.map((version) => (
            <li key={version.versao} className="ch-tree-versions__item">
              <span>
                <strong>{tAdmin('admin.versions.item', { n: version.versao })}</strong>{' '}
                {tAdmin('admin.versions.by', { author: version.autor, date: formatDateTime(version.lancadaEm) })}
                {version.parcela < 100 ? ` · ${tAdmin('admin.versions.share', { parcela: version.parcela })}` : ''}
                {version.nota ? <span className="ch-tree-versions__what">{tAdmin('admin.versions.note', { nota: version.nota })}</span> : null}
              </span>
              <Button icon="history" disabled={busy} onClick={() => setAsking(version)}>
                {tAdmin('admin.versions.restore', { n: version.versao })}
              </Button>
            </li>
          ))}
        </ul>
        <div className="ch-tree-versions__pick">
          <label htmlFor={`${ids}-a`}>{tAdmin('admin.versions.left')}</label>
          <select id={`${ids}-a`} className="ch-input" value={leftKey} onChange={(event) => setLeft(event.target.value)}>
            {choices.map((key) => (
              <option key={key} value={key}>
                {labelOf(key)}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-b`}>{tAdmin('admin.versions.right')}</label>
          <select id={`${ids}-b`} className="ch-input" value={right} onChange={(event) => setRight(event.target.value)}>
            {choices.map((key) => (
              <option key={key} value={key}>
                {labelOf(key)}
              </option>
            ))}
          </select>
        </div>
        <section aria-label={tAdmin('admin.versions.diff', { left: labelOf(leftKey), right: labelOf(right) })}>
          {[leftKey, right].map((key) => {
            const nota = key === DRAFT ? '' : (sorted.find((v) => String(v.versao) === key)?.nota ?? '');
            return nota ? (
              <p key={key} className="ch-tree-versions__what">
                {tAdmin('admin.versions.noteOf', { versao: labelOf(key), nota })}
              </p>
            ) : null;
          })}
          {same ? <p className="ch-tree-versions__note">{tAdmin('admin.versions.same')}</p> : <TreeDiff left={textOf(leftKey)} right={textOf(right)} leftLabel={labelOf(leftKey)} rightLabel={labelOf(right)} />}
        </section>
      </>
    );
  }

  return (
    <section className="ch-tree-versions" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="ch-tree-versions__title">
        {tAdmin('admin.versions.title')}
      </h2>
      {body}
      {asking ? (
        <ConfirmDialog
          open
          title={tAdmin('admin.versions.confirm.title', { n: asking.versao })}
          message={tAdmin(dirty ? 'admin.versions.confirm.textUnsaved' : 'admin.versions.confirm.text', { n: asking.versao })}
          confirmLabel={tAdmin('admin.versions.confirm.title', { n: asking.versao })}
          danger={dirty}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            setAsking(undefined);
            onRestore(asking);
          }}
        />
      ) : null}
    </section>
  );
}
