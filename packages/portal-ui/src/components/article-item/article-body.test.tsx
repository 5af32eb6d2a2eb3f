// @vitest-environment jsdom
// DOMPurify is not faithful on happy-dom (cure53/DOMPurify#1457): sanitising is tested on jsdom.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSanitizer, type Sanitizer } from '../../lib/sanitize-html';
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

describe('articleBody', () => {
  it('drops frames', () => {
    const body = articleBody({ corpo: '<p>oi</p><iframe src="https://evil.example"></iframe>', anexos: [] }, sanitizeHtml);
    expect(body.html).toBe('<p>oi</p>');
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
