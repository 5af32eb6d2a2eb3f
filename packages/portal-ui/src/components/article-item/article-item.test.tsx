import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import articleCss from './article-item.css?raw';
import { ticketDetailFixture } from '../ticket-detail/ticket-detail.fixture';
import { ArticleItem, type ArticleItemProps } from './article-item';

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };

const [first, withImages, , unseen] = ticketDetailFixture.artigos;
const longSubject = `Re: [Ticket#2025061010000031] ${'A impressora continua travando no duplexador, '.repeat(8)}`;

function renderArticle(props: Partial<ArticleItemProps> = {}) {
  const onToggle = vi.fn();
  const onDownload = vi.fn();
  render(<ArticleItem article={first!} open={false} onToggle={onToggle} onDownload={onDownload} {...props} />);
  return { onToggle, onDownload };
}

afterEach(() => {
  document.head.innerHTML = '';
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1024, height: 768 });
});

describe('ArticleItem', () => {
  it('is a disclosure button with aria-expanded that controls the body', async () => {
    const { onToggle } = renderArticle();
    const button = screen.getByRole('button', { expanded: false });
    expect(screen.getByRole('heading', { level: 3 }).contains(button)).toBe(true);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('open, shows the body (once the sanitiser has loaded), who wrote it and the attachments', async () => {
    renderArticle({ open: true });
    expect(screen.getByRole('button', { expanded: true })).toBeTruthy();
    expect(await screen.findByText('Descrição: a impressora puxa a folha, imprime a frente e trava no duplexador.')).toBeTruthy();
    expect(screen.getByText('De: ana.souza@ufv.br')).toBeTruthy();
  });

  it('names the direction, the star of an unseen message, the attachment count and the date', () => {
    renderArticle({ article: withImages! });
    const button = screen.getByRole('button');
    expect(within(button).getByRole('img', { name: 'Mensagem da equipe de atendimento' })).toBeTruthy();
    expect(within(button).queryByRole('img', { name: 'Não visualizada' })).toBeNull();
    expect(button.textContent).toContain('3 anexos');
    expect(within(button).getByText('11/06/2025 11:02')).toBeTruthy();
  });

  it("stars an unseen message ('Não visualizada') and names the user's own", () => {
    const { rerender } = render(<ArticleItem article={unseen!} open={false} onToggle={vi.fn()} onDownload={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Não visualizada' })).toBeTruthy();
    rerender(<ArticleItem article={first!} open={false} onToggle={vi.fn()} onDownload={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Mensagem enviada por você' })).toBeTruthy();
    expect(screen.getByRole('button').textContent).toContain('1 anexo');
  });

  it('cuts the subject at 300 characters; screen readers get that one, not the phone cut', () => {
    renderArticle({ article: { ...unseen!, assunto: longSubject } });
    const name = screen.getByRole('button', { name: /^Mensagem da equipe/ });
    expect(screen.getByText(`${longSubject.slice(0, 300)}...`)).toBeTruthy();
    expect(screen.getByText(`${longSubject.slice(0, 35)}...`).getAttribute('aria-hidden')).toBe('true');
    expect(name.textContent).toContain(`${longSubject.slice(0, 300)}...`);
  });

  it('shows the 35-character subject on phones and the 300-character one on wider screens', () => {
    const style = document.createElement('style');
    style.textContent = articleCss;
    document.head.append(style);
    const article = { ...unseen!, assunto: longSubject };
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 390, height: 844 });
    const { unmount } = render(<ArticleItem article={article} open={false} onToggle={vi.fn()} onDownload={vi.fn()} />);
    expect(getComputedStyle(screen.getByText(`${longSubject.slice(0, 35)}...`)).display).toBe('inline');
    expect(getComputedStyle(screen.getByText(`${longSubject.slice(0, 300)}...`)).position).toBe('absolute');
    unmount();
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1280, height: 800 });
    render(<ArticleItem article={article} open={false} onToggle={vi.fn()} onDownload={vi.fn()} />);
    expect(getComputedStyle(screen.getByText(`${longSubject.slice(0, 35)}...`)).display).toBe('none');
    expect(getComputedStyle(screen.getByText(`${longSubject.slice(0, 300)}...`)).position).not.toBe('absolute');
  });

  it('offers each attachment as a download button with its name and size, and reports which', async () => {
    const { onDownload } = renderArticle({ article: withImages!, open: true });
    const list = screen.getByRole('list', { name: 'Anexos' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Baixar erro-duplex.png264 B',
      'Baixar configuracao.png264 B',
      'Baixar manual-duplexador-HP-LaserJet-M608.pdf4,5 MB',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /manual-duplexador/ }));
    expect(onDownload).toHaveBeenCalledWith(withImages!.anexos[2]);
  });

  it('shows a file name as text, never as HTML', () => {
    const evil = { ...first!.anexos[0]!, filename: '<img src=x onerror=alert(1)>.png' };
    renderArticle({ article: { ...first!, anexos: [evil] }, open: true });
    expect(screen.getByRole('button', { name: /onerror/ }).querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>.png')).toBeTruthy();
  });

  it('a file being downloaded says so and is not asked for twice', async () => {
    const { onDownload } = renderArticle({ article: withImages!, open: true, downloading: [3123] });
    const busy = screen.getByRole('button', { name: /manual-duplexador/ });
    expect(busy.textContent).toContain('Baixando…');
    await userEvent.click(busy);
    expect(onDownload).not.toHaveBeenCalled();
  });
});
