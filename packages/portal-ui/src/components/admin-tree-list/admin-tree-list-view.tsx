import type { AdminTree } from '@chamados/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/format-date-time';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import { tAdmin } from '../../messages/t-admin';
import { buttonClass, IconButton } from '../button/button';
import { Icon } from '../icon/icon';
import { Anchor, type LinkComponent } from '../link/link-component';
import { LoadFailure } from '../load-failure/load-failure';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { TreeStateBadge } from '../tree-state-badge/tree-state-badge';
import { treeState } from '../tree-state-badge/tree-state';
import { ADMIN_DEBOUNCE_MS, filterTrees, TREE_FILTERS, type TreeFilter } from './tree-filter';

const FILTER_LABEL = {
  draft: 'admin.list.filter.draft',
  launched: 'admin.list.filter.launched',
  gradual: 'admin.list.filter.gradual',
  disabled: 'admin.list.filter.disabled',
  all: 'admin.list.filter.all',
} as const;

/** Props of {@link AdminTreeListView}. */
export interface AdminTreeListViewProps {
  /**
   * Todas as árvores, na ordem do painel de serviços; enquanto não chegam, nada.
   * @remarks Every tree, in panel order (`GET /api/admin/arvore`); undefined until it arrives.
   */
  trees?: readonly AdminTree[];
  /** A lista está carregando: aparece 'Carregando…' no lugar da tabela. */
  loading?: boolean;
  /**
   * A lista não pôde ser carregada: aparece 'Não foi possível carregar as árvores.' com 'Tentar
   * novamente'.
   * @remarks Loading failed and there is no list to show: 'Não foi possível carregar as árvores.'
   * with 'Tentar novamente'.
   */
  error?: boolean;
  /** O que acontece ao apertar 'Tentar novamente'. */
  onRetry?: () => void;
  /**
   * Para onde leva o botão 'Nova Árvore': o formulário de uma árvore nova.
   * @remarks 'Nova Árvore' goes here (/admin/arvore/new).
   */
  newHref: string;
  /**
   * Para onde leva o nome de cada árvore: o seu formulário de edição.
   * @remarks The edit form of a tree (/admin/arvore/:id).
   */
  editHref: (tree: AdminTree) => string;
  /**
   * Para onde leva o link 'Estatísticas' de cada árvore; sem ele, o link não aparece.
   * @remarks A tree's 'Estatísticas' (/admin/arvore/:id/estatisticas); without it, no link.
   */
  statsHref?: (tree: AdminTree) => string;
  /**
   * O que acontece ao apertar as setas de uma árvore: ela sobe ou desce um lugar no painel.
   * @remarks Moves a tree one place: -1 up, +1 down.
   */
  onMove: (tree: AdminTree, direction: -1 | 1) => void;
  /**
   * Uma mudança de ordem está sendo salva: as setas esperam, desabilitadas.
   * @remarks A move is on its way: the arrows wait.
   */
  moving?: boolean;
  /**
   * Para onde leva o link 'Respostas prontas da Central de Atendimento'; sem ele, o link não
   * aparece.
   * @remarks 'Respostas prontas da Central de Atendimento' (/admin/respostas-prontas); without it,
   * no link.
   */
  cannedRepliesHref?: string;
  /** O link 'E-mails aos estudantes', para acompanhar os avisos por e-mail; sem ele, o link não aparece. */
  mailHref?: string;
  /**
   * Um aviso a anunciar, por exemplo uma mudança de ordem que falhou.
   * @remarks A message to announce, e.g. a failed move.
   */
  notice?: string;
  /**
   * Como o portal desenha os links da página (a navegação do aplicativo); no Storybook, um link
   * comum.
   */
  LinkComponent?: LinkComponent;
}

/**
 * /admin, 'Área Administrativa' (spec §2): 'Nova Árvore', 'Procurar Árvore' (300 ms), the
 * Lançadas / Desabilitadas / Todas selector and the table Ordem, Árvore, Autor, Lançada, Modificada.
 * The arrows follow the whole order: the first tree cannot go up, the last cannot go down.
 * @example <AdminTreeListView trees={data} newHref="/admin/arvore/new" editHref={(t) => `/admin/arvore/${t.id}`} onMove={move} />
 */
export function AdminTreeListView({ trees, loading = false, error = false, onRetry, newHref, editHref, statsHref, onMove, moving = false, cannedRepliesHref, mailHref, notice, LinkComponent = Anchor }: AdminTreeListViewProps) {
  const ids = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TreeFilter>('all');
  const debounced = useDebouncedCallback(setSearch, ADMIN_DEBOUNCE_MS);
  const all = trees ?? [];
  const shown = filterTrees(all, filter, search);
  const last = all.length - 1;
  // Keyboard reordering: the moved row's arrow keeps the focus once the list has its new order
  // (the arrows wait while a move is on its way, and a disabled button loses the focus).
  const arrows = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: number; direction: -1 | 1 }>(undefined);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || moving) return;
    refocus.current = undefined;
    const same = arrows.current.get(`${wanted.id}:${wanted.direction}`);
    // At the top (or bottom) that arrow is now disabled: the row's other arrow takes the focus.
    const target = same && !same.disabled ? same : arrows.current.get(`${wanted.id}:${-wanted.direction}`);
    if (target && document.activeElement !== target) target.focus();
  }, [trees, moving]);
  const arrowRef = (id: number, direction: -1 | 1) => (button: HTMLButtonElement | null) => {
    if (button) arrows.current.set(`${id}:${direction}`, button);
    else arrows.current.delete(`${id}:${direction}`);
  };
  const move = (tree: AdminTree, direction: -1 | 1) => {
    refocus.current = { id: tree.id, direction };
    onMove(tree, direction);
  };
  const none = search.trim() !== '' ? tAdmin('admin.list.noMatch', { filtro: search.trim() }) : tAdmin(`admin.list.none.${filter}`);

  let body;
  if (error && !trees) body = <LoadFailure message={tAdmin('admin.list.loadFailed')} onRetry={onRetry} />;
  else if (loading && !trees) body = <LoadingIndicator />;
  else if (all.length === 0) body = <p role="status" className="ch-tickets__empty">{tAdmin('admin.list.empty')}</p>;
  else if (shown.length === 0) body = <p role="status" className="ch-tickets__empty">{none}</p>;
  else {
    body = (
      <table className="ch-admin-trees" aria-labelledby={`${ids}-title`}>
        <thead>
          <tr>
            <th scope="col">{tAdmin('admin.list.column.order')}</th>
            <th scope="col">{tAdmin('admin.list.column.tree')}</th>
            <th scope="col">{tAdmin('admin.list.column.author')}</th>
            <th scope="col">{tAdmin('admin.list.column.state')}</th>
            <th scope="col">{tAdmin('admin.list.column.modified')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((tree) => {
            const position = all.indexOf(tree);
            return (
              <tr key={tree.id}>
                <td className="ch-admin-trees__order">
                  <IconButton ref={arrowRef(tree.id, -1)} icon="arrow-up" label={tAdmin('admin.list.up', { name: tree.nome })} disabled={moving || position === 0} onClick={() => move(tree, -1)} />
                  <IconButton ref={arrowRef(tree.id, 1)} icon="arrow-down" label={tAdmin('admin.list.down', { name: tree.nome })} disabled={moving || position === last} onClick={() => move(tree, 1)} />
                </td>
                <td>
                  <LinkComponent href={editHref(tree)}>{tree.nome}</LinkComponent>
                  {statsHref ? (
                    <LinkComponent href={statsHref(tree)} className="ch-admin-trees__stats" aria-label={tAdmin('admin.stats.linkOf', { name: tree.nome })}>
                      <Icon name="bar-chart" />
                      {tAdmin('admin.stats.title')}
                    </LinkComponent>
                  ) : null}
                </td>
                <td>{tree.autor}</td>
                <td>
                  <TreeStateBadge state={treeState(tree)} parcela={tree.gradual?.parcela} />
                </td>
                <td>
                  <time dateTime={tree.alterada}>{formatDateTime(tree.alterada)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }

  return (
    <section className="ch-page ch-admin" aria-labelledby={`${ids}-title`}>
      <div className="ch-admin__head">
        <h1 id={`${ids}-title`} className="ch-page__title">
          {tAdmin('admin.title')}
        </h1>
        <div className="ch-admin__links">
          {cannedRepliesHref ? (
            <LinkComponent href={cannedRepliesHref} className={buttonClass('secondary')}>
              <Icon name="reply" />
              {tAdmin('admin.canned.link')}
            </LinkComponent>
          ) : null}
          {mailHref ? (
            <LinkComponent href={mailHref} className={buttonClass('secondary')}>
              <Icon name="send" />
              {tAdmin('admin.mail.link')}
            </LinkComponent>
          ) : null}
          <LinkComponent href={newHref} className={buttonClass('primary')}>
            <Icon name="plus" />
            {tAdmin('admin.list.new')}
          </LinkComponent>
        </div>
      </div>
      <div className="ch-admin__tools">
        <div className="ch-field">
          <label htmlFor={`${ids}-busca`} className="ch-field__label">
            {tAdmin('admin.list.search')}
          </label>
          <input
            id={`${ids}-busca`}
            type="search"
            className="ch-input"
            value={text}
            placeholder={tAdmin('admin.list.search')}
            onChange={(event) => {
              setText(event.target.value);
              debounced.run(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') debounced.flush();
            }}
          />
        </div>
        <fieldset className="ch-admin__filter">
          <legend className="ch-field__label">{tAdmin('admin.list.filter')}</legend>
          {TREE_FILTERS.map((value) => (
            <label key={value} className="ch-admin__filter-option">
              <input type="radio" name={`${ids}-filtro`} value={value} checked={filter === value} onChange={() => setFilter(value)} />
              {tAdmin(FILTER_LABEL[value])}
            </label>
          ))}
        </fieldset>
      </div>
      <p role="status" className="ch-admin__notice">
        {notice}
      </p>
      {body}
    </section>
  );
}
