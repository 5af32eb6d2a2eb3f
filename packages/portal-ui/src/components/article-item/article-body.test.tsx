// @vitest-environment jsdom
// DOMPurify is not faithful on happy-dom (cure53/DOMPurify#1457): sanitising is tested on jsdom.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSanitizer, type Sanitizer } from '../../lib/sanitize-html';
import { overlayArticleFixture, remoteLogoUrl, trackingPixelUrl } from '../external-images-notice/external-content.fixture';
import { hostileArticleFixture, screenshotPng, ticketDetailFixture } from '../ticket-detail/ticket-detail.fixture';
import { ArticleItem } from './article-item';
import { articleBody, inlineImageSource } from './article-body';

const withImages = ticketDetailFixture.artigos[1]!;
let sanitizeHtml: Sanitizer;

// Loaded before rendering, so an opened article shows its body at once.
beforeAll(async () => {
  sanitizeHtml = await loadSanitizer();
});

afterEach(() => {
  cleanup();
  delete (window as { __pwned?: boolean }).__pwned;
});

describe('an opened article body', () => {
  it('carries no script, no event handler and no javascript: link', () => {
    const { container } = render(<ArticleItem article={hostileArticleFixture} open onToggle={vi.fn()} onDownload={vi.fn()} />);
    const body = container.querySelector('.ch-article__body')!;
    expect(within(body as HTMLElement).getByText('legítimo')).toBeTruthy();
    expect(body.querySelector('script, iframe')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect(screen.getByRole('img', { name: 'quebrada' }).getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('opens links in a new tab without telling them where they came from', () => {
    render(<ArticleItem article={hostileArticleFixture} open onToggle={vi.fn()} onDownload={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'UFV' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('clique').getAttribute('href')).toBeNull();
  });

  it('shows the inline image the body places by cid: from its base64, and the other inline image under the body', () => {
    render(<ArticleItem article={withImages} open onToggle={vi.fn()} onDownload={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Mensagem de erro do duplexador' }).getAttribute('src')).toBe(`data:image/png;base64,${screenshotPng}`);
    const loose = within(screen.getByRole('list', { name: 'Imagens da mensagem' })).getAllByRole('img');
    expect(loose.map((image) => image.getAttribute('alt'))).toEqual(['configuracao.png']);
  });
});

describe('an opened article written to deceive', () => {
  it('keeps a fake sign-in page inside the message, without the styles that made it cover the portal', () => {
    render(<ArticleItem article={overlayArticleFixture} open onToggle={vi.fn()} onDownload={vi.fn()} />);
    const fake = screen.getByRole('heading', { name: 'Sessão expirada' }).parentElement!;
    expect(fake.getAttribute('style')).toBe('background: #fff; padding: 48px');
    expect(screen.getByText('Olá! Sua senha foi redefinida com sucesso.').getAttribute('style')).toBe('color: #1a5c2e; font-weight: bold');
  });

  it("loads no image of another site until 'Mostrar imagens externas' is pressed, then moves focus to the message", async () => {
    const { container } = render(<ArticleItem article={overlayArticleFixture} open onToggle={vi.fn()} onDownload={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Logotipo da UFV' }).getAttribute('src')).toBeNull();
    expect(container.innerHTML).not.toContain('rastreio.example.com');
    expect(screen.getByText('2 imagens de outros sites não foram carregadas para proteger sua privacidade.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar imagens externas' }));
    expect(screen.getByRole('img', { name: 'Logotipo da UFV' }).getAttribute('src')).toBe(remoteLogoUrl);
    expect(container.querySelector(`img[src="${trackingPixelUrl}"]`)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Mostrar imagens externas' })).toBeNull();
    expect(screen.queryByText(/não foram carregadas/)).toBeNull();
    expect(document.activeElement?.contains(screen.getByText('Olá! Sua senha foi redefinida com sucesso.'))).toBe(true);
  });

  it('offers nothing to load when the images are all in the message', () => {
    render(<ArticleItem article={withImages} open onToggle={vi.fn()} onDownload={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Mostrar imagens externas' })).toBeNull();
  });
});

describe('articleBody', () => {
  it('drops frames', () => {
    const body = articleBody({ corpo: '<p>oi</p><iframe src="https://evil.example"></iframe>', anexos: [] }, sanitizeHtml);
    expect(body.html).toBe('<p>oi</p>');
  });

  it('counts the images of other sites, and loads them only when asked', () => {
    const corpo = '<img src="https://t.example/a.gif" alt="a"><img src="cid:falta.png@x" alt="b">';
    expect(articleBody({ corpo, anexos: [] }, sanitizeHtml)).toEqual({ html: '<img alt="a"><img alt="b">', looseImages: [], externalImages: 1 });
    expect(articleBody({ corpo, anexos: [] }, sanitizeHtml, { externalImages: true }).html).toBe('<img src="https://t.example/a.gif" alt="a"><img alt="b">');
  });

  it('drops a cid: image that has no inline attachment, keeping its alt text', () => {
    const body = articleBody({ corpo: '<img src="cid:falta.png@x" alt="Falta">', anexos: [] }, sanitizeHtml);
    expect(body.html).toBe('<img alt="Falta">');
  });
});

describe('inlineImageSource', () => {
  const image = withImages.anexos[0]!;

  it('is a data: URL only for inline raster images with base64 content', () => {
    expect(inlineImageSource(image)).toBe(`data:image/png;base64,${screenshotPng}`);
    expect(inlineImageSource({ ...image, disposition: 'attachment' })).toBeUndefined();
    expect(inlineImageSource({ ...image, contenttype: 'image/svg+xml' })).toBeUndefined();
    expect(inlineImageSource({ ...image, content: '"><script>' })).toBeUndefined();
    const { content: _omitted, ...withoutContent } = image;
    expect(inlineImageSource(withoutContent)).toBeUndefined();
  });
});
