import type { TreeArticle, TreeSummary } from '@chamados/api-contract';
import type { ArticleMatch, ServiceMatch } from '@chamados/tree-engine';
import { useId, useState, useSyncExternalStore } from 'react';
import { SEARCH_DEBOUNCE_MS, useSearchText } from '../../lib/use-search-text';
import { useServiceSearch } from '../../lib/use-service-search';
import { t } from '../../messages/t';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { SearchBox } from '../search-box/search-box';
import { useArticleSearch } from './use-article-search';

const noSubscription = () => () => {};

/**
 * False while React hydrates the prerendered page, true after (and in any page rendered in the
 * browser): the build prerenders /atendimento with an empty search box, so what depends on
 * `?filtro=` must wait for hydration to end or the markup would not match.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Props of {@link ServicePanel}. */
export interface ServicePanelProps {
  /**
   * Os serviços (árvores lançadas), cada um num cartão, na ordem do painel; enquanto não chegam,
   * nada.
   * @remarks The launched trees (`GET /api/arvores`), in panel order; undefined until they arrive.
   */
  trees?: readonly TreeSummary[];
  /**
   * A lista de serviços está carregando: aparece 'Carregando…' no lugar dos cartões.
   * @remarks While the list loads (no trees yet).
   */
  loading?: boolean;
  /**
   * A lista não pôde ser carregada: aparece uma mensagem e, se houver como, 'Tentar novamente'.
   * @remarks The list could not be loaded: a message, and 'Tentar novamente' when `onRetry` is
   * given.
   */
  error?: boolean;
  /** O que acontece ao apertar 'Tentar novamente'; sem ele, o botão não aparece. */
  onRetry?: () => void;
  /**
   * Um texto de busca já escrito ao abrir o painel (vindo do endereço): a caixa começa com ele e os
   * cartões já vêm filtrados.
   * @remarks `?filtro` of the URL: fills the search box and filters at once.
   */
  initialFilter?: string;
  /**
   * O que acontece meio segundo depois da última letra digitada na busca (o portal guarda o texto
   * no endereço da página).
   * @remarks The search text, 500 ms after the last key (trimmed; '' when cleared): the app keeps
   * it in the URL.
   */
  onFilterChange?: (filter: string) => void;
  /**
   * O que acontece quando a pessoa escolhe um cartão: o atendimento daquele serviço começa.
   * @remarks A card was chosen: the app loads the tree and starts the attendance.
   */
  onStart: (tree: TreeSummary) => void;
  /**
   * O serviço que está começando: o seu cartão diz 'Iniciando atendimento…' e os outros esperam.
   * @remarks The name of the tree being started: its card says 'Iniciando atendimento…' and every
   * card waits.
   */
  startingTree?: string | null;
  /**
   * O que acontece quando a pessoa escolhe um artigo em 'Artigos que podem ajudar': o atendimento
   * daquele serviço começa na tela de tutorial que mostra o artigo. Sem ele, a lista não aparece.
   * @remarks An FAQ article the search found was chosen: the app starts that tree's walk at the
   * tutorial screen `article.tela`. Without it, no articles are listed.
   */
  onOpenArticle?: (tree: TreeSummary, article: TreeArticle) => void;
}

/**
 * The service panel of /atendimento (spec §2): the 'Procurar Serviço' box and one card per tree
 * (name, description); choosing a card starts an attendance. The search is tree-engine's
 * `createServiceSearch` over each tree's `textoBusca` (loaded when first needed), 500 ms after the
 * last key: every word must match, best matches first, and each card found says which of its
 * words matched. The number of services found is announced politely. Under the services,
 * 'Artigos que podem ajudar' lists the FAQ articles of the services' tutorials the search found
 * (tree-engine's `createArticleSearch` over each tree's `artigos`), each by its title and its
 * service; choosing one opens the walk at the article's tutorial (`onOpenArticle`).
 * @example <ServicePanel trees={data?.arvores} loading={isLoading} initialFilter={filtro} onFilterChange={setFiltro} onStart={start} />
 */
export function ServicePanel({
  trees,
  loading = false,
  error = false,
  onRetry,
  initialFilter = '',
  onFilterChange,
  onStart,
  startingTree,
  onOpenArticle,
}: ServicePanelProps) {
  const { text, filter, change, submit, clear: clearSearch } = useSearchText(initialFilter, onFilterChange, SEARCH_DEBOUNCE_MS);
  const ids = useId();
  const titleId = `${ids}-titulo`;
  const countId = `${ids}-contagem`;

  // Focus says someone is about to type: the fuzzy search loads while they do.
  const [focused, setFocused] = useState(false);
  const found = useServiceSearch(trees, filter, focused);
  const articles = useArticleSearch(onOpenArticle ? trees : undefined, filter, focused);
  const hydrated = useHydrated();

  return (
    <section className="ch-panel" aria-labelledby={titleId}>
      <h1 id={titleId} className="ch-panel__title">
        {t('nav.newTicket')}
      </h1>
      <p className="ch-panel__intro">{t('panel.intro')}</p>
      <div role="search" className="ch-panel__search">
        <label htmlFor={`${ids}-busca`} className="ch-field__label">
          {t('panel.search.label')}
        </label>
        <SearchBox
          id={`${ids}-busca`}
          value={text}
          placeholder={t('panel.search.placeholder')}
          aria-describedby={trees && !loading && !error ? countId : undefined}
          clearable={hydrated}
          onFocus={() => setFocused(true)}
          onValueChange={change}
          onClear={clearSearch}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
        />
      </div>
      <PanelBody
        trees={trees}
        found={found}
        filter={filter}
        loading={loading}
        error={error}
        onRetry={onRetry}
        onStart={onStart}
        startingTree={startingTree}
        countId={countId}
        articlesFound={Boolean(onOpenArticle) && articles.length > 0}
      />
      {onOpenArticle && found && !error && articles.length > 0 ? (
        <HelpfulArticles articles={articles} onOpen={onOpenArticle} startingTree={startingTree} titleId={`${ids}-artigos`} />
      ) : null}
    </section>
  );
}

interface PanelBodyProps extends Pick<ServicePanelProps, 'trees' | 'loading' | 'error' | 'onRetry' | 'onStart' | 'startingTree'> {
  /** Undefined while the search itself is on its way. */
  found: readonly ServiceMatch<TreeSummary>[] | undefined;
  filter: string;
  countId: string;
  /** Articles matched though no service did: the hint points at them, not at the spelling. */
  articlesFound: boolean;
}

function PanelBody({ trees, found, filter, loading, error, onRetry, onStart, startingTree, countId, articlesFound }: PanelBodyProps) {
  if (error) {
    return (
      <div className="ch-panel__message" role="alert">
        <p>{t('panel.error')}</p>
        {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
      </div>
    );
  }
  if (loading || !trees || !found) return <LoadingIndicator />;
  if (trees.length === 0) return <p className="ch-panel__message">{t('panel.empty')}</p>;
  return (
    <>
      {/* Read after each search settles, not on every key. */}
      {/* With no result the message below says it for the eye; the status still speaks. */}
      <p id={countId} className={found.length === 0 ? 'ch-visually-hidden' : 'ch-panel__count'} role="status">
        {t('panel.count', { n: found.length })}
      </p>
      {found.length === 0 ? (
        <div className="ch-panel__message">
          <p className="ch-panel__no-results">{t('panel.noResults', { filtro: filter })}</p>
          <p>{t(articlesFound ? 'panel.noResultsArticlesHint' : 'panel.noResultsHint')}</p>
          <GeneralService trees={trees} onStart={onStart} startingTree={startingTree} />
        </div>
      ) : (
        <ul className="ch-panel__cards" aria-label={t('panel.services')}>
          {found.map(({ item: tree, palavras }) => (
            <li key={tree.nome}>
              <ServiceCard tree={tree} words={palavras} onStart={onStart} starting={startingTree === tree.nome} waiting={Boolean(startingTree)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * 'Artigos que podem ajudar': the FAQ articles the search found, each a button named by its title
 * and its service; it starts that service's walk at the article's tutorial.
 */
function HelpfulArticles({
  articles,
  onOpen,
  startingTree,
  titleId,
}: {
  articles: readonly ArticleMatch<TreeSummary>[];
  onOpen: (tree: TreeSummary, article: TreeArticle) => void;
  startingTree?: string | null;
  titleId: string;
}) {
  return (
    <section className="ch-panel__articles" aria-labelledby={titleId}>
      <h2 id={titleId} className="ch-panel__articles-title">
        {t('panel.articles.title')}
      </h2>
      <ul className="ch-panel__article-list">
        {articles.map(({ item: tree, artigo }) => {
          const starting = startingTree === tree.nome;
          return (
            <li key={`${tree.nome}\n${artigo.tela}`}>
              <button
                type="button"
                className="ch-article-link"
                aria-disabled={Boolean(startingTree) || undefined}
                aria-busy={starting || undefined}
                onClick={() => {
                  if (!startingTree) onOpen(tree, artigo as TreeArticle);
                }}
              >
                <Icon name="book" className="ch-article-link__icon" />
                <span className="ch-article-link__title">{artigo.titulo}</span>
                <span className="ch-article-link__service">{starting ? t('panel.starting') : t('panel.articles.service', { servico: tree.nome })}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The way forward when nothing matched: the tree an admin marked `geral: true` (the first, if
 * several), as 'Não encontrou o que procura? Abrir um chamado geral'. Nothing without one.
 */
function GeneralService({ trees, onStart, startingTree }: Pick<ServicePanelProps, 'onStart' | 'startingTree'> & { trees: readonly TreeSummary[] }) {
  const general = trees.find((tree) => tree.geral === true);
  if (!general) return null;
  const starting = startingTree === general.nome;
  return (
    <p className="ch-panel__general">
      {t('panel.general.question')}{' '}
      <Button
        variant="primary"
        aria-disabled={Boolean(startingTree) || undefined}
        aria-busy={starting || undefined}
        onClick={() => {
          if (!startingTree) onStart(general);
        }}
      >
        {starting ? t('panel.starting') : t('panel.general.start')}
      </Button>
    </p>
  );
}

// The card's name is all its text (name, description, the words a search matched), so what a
// voice-control user reads on it is what names it (WCAG 2.5.3).
function ServiceCard({
  tree,
  words,
  onStart,
  starting,
  waiting,
}: {
  tree: TreeSummary;
  /** The card's words the search matched: why it is in the list. */
  words: readonly string[];
  onStart: (tree: TreeSummary) => void;
  starting: boolean;
  waiting: boolean;
}) {
  return (
    <button
      type="button"
      className="ch-service-card"
      aria-disabled={waiting || undefined}
      aria-busy={starting || undefined}
      onClick={() => {
        if (!waiting) onStart(tree);
      }}
    >
      <span className="ch-service-card__name">{tree.nome}</span>
      <span className="ch-service-card__description">
        {starting ? t('panel.starting') : tree.descricao}
      </span>
      {words.length > 0 && !starting ? <span className="ch-service-card__why">{t('panel.matched', { palavras: words.join(', ') })}</span> : null}
      <Icon name={starting ? 'clock' : 'chevron-right'} className="ch-service-card__arrow" />
    </button>
  );
}
