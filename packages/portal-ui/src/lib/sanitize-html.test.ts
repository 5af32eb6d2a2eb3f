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

  it('applies an image rewriter only to that call', async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(sanitizeHtml('<img src="cid:a.png" alt="A">', { imageSource: () => 'data:image/png;base64,AAAA' })).toBe('<img src="data:image/png;base64,AAAA" alt="A">');
    expect(sanitizeHtml('<img src="cid:a.png" alt="A">', { imageSource: () => null })).toBe('<img alt="A">');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA">');
  });

  it('loads no image from outside the message unless asked, and reports each one', async () => {
    const sanitizeHtml = await loadSanitizer();
    const html = '<p>Oi</p><img src="https://t.example/p.gif" alt="logo"><img src="/api/x.png"><img src="data:image/png;base64,AAAA"><img src=" ">';
    const seen: string[] = [];
    expect(sanitizeHtml(html, { onExternalImage: (src) => seen.push(src) })).toBe('<p>Oi</p><img alt="logo"><img><img src="data:image/png;base64,AAAA"><img>');
    expect(seen).toEqual(['https://t.example/p.gif', '/api/x.png']);
    expect(sanitizeHtml(html, { externalImages: true })).toBe('<p>Oi</p><img src="https://t.example/p.gif" alt="logo"><img src="/api/x.png"><img src="data:image/png;base64,AAAA"><img>');
  });

  it('leaves no other way to load from outside: srcset, media, backgrounds, SVG and CSS references', async () => {
    const sanitizeHtml = await loadSanitizer();
    const seen: string[] = [];
    const html = [
      '<img srcset="https://t.example/a.gif 1x" src="data:image/png;base64,AAAA">',
      '<picture><source srcset="https://t.example/b.gif"><img alt="c"></picture>',
      '<video poster="https://t.example/d.gif" src="https://t.example/e.mp4"></video><audio src="https://t.example/f.mp3"></audio>',
      '<table background="https://t.example/g.gif"><tbody><tr><td background="https://t.example/h.gif">x</td></tr></tbody></table>',
      '<svg><image href="https://t.example/i.svg"></image><rect fill="url(https://t.example/j.svg#g)" filter="u\\72l(https://t.example/k)"></rect>',
      '<filter><feImage href="https://t.example/l.png"></feImage></filter><textPath href="https://t.example/m.svg#p"></textPath></svg>',
      '<p style="background: url(https://t.example/n.gif)">y</p>',
    ].join('');
    const out = sanitizeHtml(html, { externalImages: true, onExternalImage: (src) => seen.push(src) });
    expect(out).not.toContain('t.example');
    expect(seen).toEqual([]);
    expect(out).toContain('<img src="data:image/png;base64,AAAA">');
    expect(out).toContain('<td>x</td>');
  });

  it('keeps formatting styles and drops positioning: no overlay over the portal', async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(sanitizeHtml('<div style="position:fixed;inset:0;z-index:2147483647;background:white">Sessão expirada: entre de novo</div>')).toBe(
      '<div style="background: white">Sessão expirada: entre de novo</div>',
    );
    expect(sanitizeHtml('<div style="position: absolute; top: 0; left: 0; width: 3000px; height: 3000px">x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<p style="color: #c00; font-weight: bold; margin-top: -900px">Atenção</p>')).toBe('<p style="color: #c00; font-weight: bold">Atenção</p>');
    expect(sanitizeHtml('<svg style="position:fixed;inset:0"><rect width="10" height="10"></rect></svg>')).toBe('<svg><rect width="10" height="10"></rect></svg>');
  });

  it("takes away the portal's own classes, open dialogs and popovers", async () => {
    const sanitizeHtml = await loadSanitizer();
    expect(sanitizeHtml('<div class="ch-dialog ch-dialog--open">x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<dialog open>Senha</dialog><div popover="manual" id="p">y</div>')).toBe('Senha<div id="p">y</div>');
  });

  it('is loaded once', async () => {
    expect(await loadSanitizer()).toBe(await loadSanitizer());
  });
});
