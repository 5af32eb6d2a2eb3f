import { isGovBr } from '@chamados/api-contract';
import { messages } from '../messages';
import type { DemoAccount } from './demo-accounts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The demo login page: one form per account, each POSTing back here. No script at all, so it
 * works under the strict CSP; the style sheet is inline (styles are allowed, scripts are not).
 */
export function loginPage(accounts: DemoAccount[], service: string): string {
  const t = messages.sso;
  const cards = accounts
    .map(
      (a) => `
      <form method="post" action="/sso/login" class="card">
        <input type="hidden" name="service" value="${escapeHtml(service)}">
        <input type="hidden" name="conta" value="${escapeHtml(a.conta)}">
        <div class="who">
          <strong>${escapeHtml(a.claims.nome ?? a.conta)}</strong>
          <span>${escapeHtml(a.papel)}</span>
          <small>${escapeHtml(isGovBr(a.claims) ? a.claims.email ?? '' : `CPF ${a.claims.cpf ?? ''}`)}</small>
        </div>
        <button type="submit">${escapeHtml(t.enter)} ${escapeHtml((a.claims.nome ?? a.conta).split(' ')[0] ?? '')}</button>
      </form>`,
    )
    .join('');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f5f1f1; color: #222; }
  .banner { background: #b45309; color: #fff; padding: 12px 16px; text-align: center; }
  .banner strong { display: block; font-size: 1.15rem; text-transform: uppercase; letter-spacing: .04em; }
  main { max-width: 640px; margin: 24px auto; padding: 0 16px; }
  h1 { color: #682A2C; font-size: 1.4rem; }
  .card { display: flex; align-items: center; justify-content: space-between; gap: 12px; background: #fff;
          border: 1px solid #ddd; border-left: 6px solid #682A2C; border-radius: 6px; padding: 12px 16px; margin: 12px 0; }
  .who { display: flex; flex-direction: column; gap: 2px; }
  .who span, .who small { color: #555; }
  button { background: #682A2C; color: #fff; border: 0; border-radius: 4px; padding: 10px 16px; font-size: 1rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
</style>
</head>
<body>
<div class="banner" role="alert"><strong>${escapeHtml(t.banner)}</strong>${escapeHtml(t.bannerText)}</div>
<main>
  <h1>${escapeHtml(t.heading)}</h1>
  ${cards}
</main>
</body>
</html>`;
}
