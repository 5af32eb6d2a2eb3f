import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadServiceSearch } from '../../lib/use-service-search';
import { ServicePanel } from './service-panel';
import { preloadArticleSearch } from './use-article-search';
import { servicesFixture } from './services.fixture';

/** The trees the cards show, in order (a card's name is the tree's name, then its description). */
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Serviços' }))
    .getAllByRole('button')
    .map((card) => servicesFixture.find((tree) => card.textContent?.startsWith(tree.nome))?.nome);

// The fuzzy search is fetched on first use (use-service-search.test.tsx covers the wait); here it
// is ready, so each search settles in the same tick as in a warm browser.
beforeAll(async () => {
  await preloadServiceSearch();
  await preloadArticleSearch();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ServicePanel', () => {
  it('shows every tree as a card named by its name and description; a card starts the attendance', async () => {
    const onStart = vi.fn();
    render(<ServicePanel trees={servicesFixture} onStart={onStart} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Novo Chamado' })).toBeTruthy();
    expect(cardNames()).toEqual(servicesFixture.map((tree) => tree.nome));
    const card = screen.getByRole('button', { name: /^Ponto de rede\s*Ativar ou consertar um ponto de rede cabeada$/ });
    await userEvent.click(card);
    expect(onStart).toHaveBeenCalledWith(servicesFixture[4]);
  });

  it("labels the search box 'Procurar Serviço' and searches 500 ms after the last key, not before", () => {
    vi.useFakeTimers();
    const onFilterChange = vi.fn();
    render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} onFilterChange={onFilterChange} />);
    const box = screen.getByLabelText('Procurar Serviço');
    fireEvent.change(box, { target: { value: 'impres' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'impressora' } });
    act(() => vi.advanceTimersByTime(499));
    expect(cardNames()).toHaveLength(servicesFixture.length);
    expect(onFilterChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(cardNames()[0]).toBe('Laboratórios e impressoras');
    expect(onFilterChange).toHaveBeenCalledOnce();
    expect(onFilterChange).toHaveBeenCalledWith('impressora');
  });

  it('finds a tree by text deep inside it (textoBusca), fuzzily and without accents', () => {
    vi.useFakeTimers();
    render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Procurar Serviço'), { target: { value: 'matlab' } });
    act(() => vi.advanceTimersByTime(500));
    expect(cardNames()[0]).toBe('Instalação de software');
    fireEvent.change(screen.getByLabelText('Procurar Serviço'), { target: { value: 'laboratorio' } });
    act(() => vi.advanceTimersByTime(500));
    expect(cardNames()[0]).toBe('Laboratórios e impressoras');
  });

  it('ranks the services by how many words of a sentence they hold, best first, and says under each card why it matched', () => {
    vi.useFakeTimers();
    render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Procurar Serviço'), { target: { value: 'o cabo da rede não funciona' } });
    act(() => vi.advanceTimersByTime(500));
    expect(cardNames()[0]).toBe('Ponto de rede');
    expect(screen.getByRole('button', { name: /^Ponto de rede/ }).textContent).toContain('Encontrado por: cabo, rede');

    // A typo still finds the word, and the card shows the word as the service writes it.
    fireEvent.change(screen.getByLabelText('Procurar Serviço'), { target: { value: 'impresora' } });
    act(() => vi.advanceTimersByTime(500));
    expect(cardNames()[0]).toBe('Laboratórios e impressoras');
    expect(screen.getByText('Encontrado por: impressora')).toBeTruthy();
  });

  it("offers the general service when nothing matches: 'Não encontrou o que procura? Abrir um chamado geral'", async () => {
    const onStart = vi.fn();
    const trees = servicesFixture.map((tree, i) => (i === 2 ? { ...tree, geral: true } : tree));
    render(<ServicePanel trees={trees} onStart={onStart} initialFilter="xyzzyqwv" />);
    expect(screen.getByText('Não encontrou o que procura?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir um chamado geral' }));
    expect(onStart).toHaveBeenCalledWith(trees[2]);
  });

  it('offers no general service when no tree is marked geral', () => {
    render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} initialFilter="xyzzyqwv" />);
    expect(screen.queryByRole('button', { name: 'Abrir um chamado geral' })).toBeNull();
  });

  it('Enter searches at once', () => {
    vi.useFakeTimers();
    const onFilterChange = vi.fn();
    render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} onFilterChange={onFilterChange} />);
    const box = screen.getByLabelText('Procurar Serviço');
    fireEvent.change(box, { target: { value: 'senha' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onFilterChange).toHaveBeenCalledWith('senha');
    expect(cardNames()[0]).toBe('E-mail e senha');
  });

  it('starts from the initial filter (?filtro) and follows it when the URL changes', () => {
    const { rerender } = render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} initialFilter="eduroam" />);
    expect((screen.getByLabelText('Procurar Serviço') as HTMLInputElement).value).toBe('eduroam');
    expect(cardNames()[0]).toBe('Rede sem fio (eduroam)');
    rerender(<ServicePanel trees={servicesFixture} onStart={vi.fn()} initialFilter="" />);
    expect((screen.getByLabelText('Procurar Serviço') as HTMLInputElement).value).toBe('');
    expect(cardNames()).toHaveLength(servicesFixture.length);
  });

  it('says when nothing matches and announces the count; clearing shows every service again', async () => {
    const onFilterChange = vi.fn();
    render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} initialFilter="xyzzyqwv" onFilterChange={onFilterChange} />);
    expect(screen.getByText('Nenhum serviço encontrado para “xyzzyqwv”.')).toBeTruthy();
    expect(screen.getByText(/Confira a grafia, tente outras palavras/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Nenhum serviço encontrado');
    expect(screen.queryByRole('list', { name: 'Serviços' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(onFilterChange).toHaveBeenCalledWith('');
    expect(cardNames()).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toBe('6 serviços');
    expect(document.activeElement).toBe(screen.getByLabelText('Procurar Serviço'));
  });

  it("shows 'Carregando…' while loading, and an error with 'Tentar novamente'", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ServicePanel loading onStart={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    rerender(<ServicePanel error onRetry={onRetry} onStart={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar os serviços.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says when no service is launched', () => {
    render(<ServicePanel trees={[]} onStart={vi.fn()} />);
    expect(screen.getByText('Nenhum serviço disponível no momento.')).toBeTruthy();
  });

  it('while a tree is starting, its card says so and no card starts another', async () => {
    const onStart = vi.fn();
    render(<ServicePanel trees={servicesFixture} onStart={onStart} startingTree="Ponto de rede" />);
    const card = screen.getByRole('button', { name: /^Ponto de rede/ });
    expect(card.textContent).toContain('Iniciando atendimento…');
    await userEvent.click(screen.getByRole('button', { name: /^E-mail e senha/ }));
    expect(onStart).not.toHaveBeenCalled();
  });

  describe("'Artigos que podem ajudar'", () => {
    it('lists an FAQ article found by words no service has, by its title and its service; choosing it opens the article', async () => {
      const onOpenArticle = vi.fn();
      const onStart = vi.fn();
      render(<ServicePanel trees={servicesFixture} onStart={onStart} onOpenArticle={onOpenArticle} initialFilter="autenticação PEAP" />);
      expect(screen.getByText('Nenhum serviço encontrado para “autenticação PEAP”.')).toBeTruthy();
      const articles = screen.getByRole('region', { name: 'Artigos que podem ajudar' });
      expect(within(articles).getByRole('heading', { level: 2, name: 'Artigos que podem ajudar' })).toBeTruthy();
      // An article matched: the hint points at it rather than at the spelling.
      expect(screen.getByText('Veja abaixo os artigos que tratam do que você procurou, ou tente outras palavras.')).toBeTruthy();
      expect(screen.queryByText(/Confira a grafia/)).toBeNull();
      const link = within(articles).getByRole('button', { name: 'Como conectar à rede eduroam Tutorial do serviço Rede sem fio (eduroam)' });
      await userEvent.click(link);
      expect(onOpenArticle).toHaveBeenCalledWith(servicesFixture[0], servicesFixture[0]!.artigos![0]);
      expect(onStart).not.toHaveBeenCalled();
    });

    it('shows the articles under the services a phrase also found, and none for an empty search', () => {
      vi.useFakeTimers();
      render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} onOpenArticle={vi.fn()} />);
      expect(screen.queryByRole('region', { name: 'Artigos que podem ajudar' })).toBeNull();
      fireEvent.change(screen.getByLabelText('Procurar Serviço'), { target: { value: 'configurar o email no celular' } });
      act(() => vi.advanceTimersByTime(500));
      expect(cardNames()[0]).toBe('E-mail e senha');
      const articles = screen.getByRole('region', { name: 'Artigos que podem ajudar' });
      expect(within(articles).getAllByRole('button')[0]!.textContent).toBe('Configurar o e-mail institucional no celularTutorial do serviço E-mail e senha');
      // The section follows the list of services.
      const services = screen.getByRole('list', { name: 'Serviços' });
      expect(services.compareDocumentPosition(articles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('lists no article when the page does not open them, or when none matches', () => {
      const { rerender } = render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} initialFilter="PEAP" />);
      expect(screen.queryByText('Artigos que podem ajudar')).toBeNull();
      rerender(<ServicePanel trees={servicesFixture} onStart={vi.fn()} onOpenArticle={vi.fn()} initialFilter="impressora" />);
      expect(screen.queryByText('Artigos que podem ajudar')).toBeNull();
    });

    it('while the service starts, its article says so and no article starts another', async () => {
      const onOpenArticle = vi.fn();
      render(<ServicePanel trees={servicesFixture} onStart={vi.fn()} onOpenArticle={onOpenArticle} initialFilter="PEAP" startingTree="Rede sem fio (eduroam)" />);
      const link = screen.getByRole('button', { name: /^Como conectar à rede eduroam/ });
      expect(link.textContent).toContain('Iniciando atendimento…');
      await userEvent.click(link);
      expect(onOpenArticle).not.toHaveBeenCalled();
    });
  });
});
