// @vitest-environment jsdom
// DOMPurify is not safe on happy-dom (cure53/DOMPurify#1457): sanitising is tested on jsdom.
import { describe, expect, it } from 'vitest';
import { loadSanitizer } from './sanitize-html';

describe('loadSanitizer', () => {
  it('keeps formatting and drops what could run', async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(sanitizeHtml('<b>ok</b><iframe src="https://x"></iframe><svg onload="x()"></svg>')).toBe('<b>ok</b><svg></svg>');
  });

  it('drops forms and style sheets that would pose as the portal, keeping their text', async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(
      sanitizeHtml(
        '<style>body{display:none}</style><form action="https://evil.example"><label>Senha<input type="password"></label><button>Entrar</button><textarea>x</textarea></form><p>fim</p>',
      ),
    ).toBe('<label>Senha</label>Entrarx<p>fim</p>');
  });

  it('leaves image sources alone without a rewriter, and applies one only to that call', async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(sanitizeHtml('<img src="https://ufv.br/a.png">', { imageSource: () => null })).toBe('<img>');
    expect(sanitizeHtml('<img src="https://ufv.br/a.png">')).toBe('<img src="https://ufv.br/a.png">');
  });

  it('is loaded once', async () => {
    expect(await loadSanitizer()).toBe(await loadSanitizer());
  });
});
