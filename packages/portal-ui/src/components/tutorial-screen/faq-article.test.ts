// @vitest-environment jsdom
// DOMPurify is not safe on happy-dom (cure53/DOMPurify#1457): sanitising is tested on jsdom.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSanitizer, type Sanitizer } from '../../lib/sanitize-html';
import { pixelPng } from '../attendance-view/walk.fixture';
import type { FaqItem } from '@chamados/api-contract';
import { faqArticleHtml } from './faq-article';

const article = (Field3: string, Attachment: FaqItem['Attachment'] = []): FaqItem => ({ ItemID: 1, Title: 'FAQ', Field3, Attachment });
const png = { FileID: 2, Filename: 'tela.png', ContentType: 'image/png', Content: pixelPng };

let sanitize: Sanitizer;
beforeAll(async () => {
  sanitize = await loadSanitizer();
});

describe('faqArticleHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = faqArticleHtml(article('<p onclick="x()">Oi<script>alert(1)</script></p><a href="javascript:alert(2)">a</a><img src=x onerror="alert(3)">'), sanitize).html;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain('<p>Oi</p>');
  });

  it('replaces an inline image by the attachment its FileID names, as a data: URL', () => {
    const html = faqArticleHtml(article('<img src="index.pl?Action=X;ItemID=1;FileID=2" alt="Tela">', [png]), sanitize).html;
    expect(html).toContain(`src="data:image/png;base64,${pixelPng}"`);
  });

  it('drops the source of an inline image with no usable attachment, keeping its alt text', () => {
    const missing = faqArticleHtml(article('<img src="index.pl?ItemID=1;FileID=9" alt="Falta">', [png]), sanitize).html;
    expect(missing).toBe('<img alt="Falta">');
    const notImage = faqArticleHtml(article('<img src="x;FileID=2" alt="Não é imagem">', [{ ...png, ContentType: 'text/html' }]), sanitize).html;
    expect(notImage).toBe('<img alt="Não é imagem">');
    const broken = faqArticleHtml(article('<img src="x;FileID=2" alt="Quebrada">', [{ ...png, Content: '"><script>' }]), sanitize).html;
    expect(broken).toBe('<img alt="Quebrada">');
  });

  it('opens the links of the article in a new tab with noopener noreferrer', () => {
    expect(faqArticleHtml(article('<a href="https://ufv.br">UFV</a>'), sanitize).html).toBe('<a href="https://ufv.br" target="_blank" rel="noopener noreferrer">UFV</a>');
  });
});
