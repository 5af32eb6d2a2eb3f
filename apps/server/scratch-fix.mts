import { chromium } from 'playwright-core';
const url = 'http://127.0.0.1:18431';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto(`${url}/sso/login?service=${encodeURIComponent(url + '/')}`);
await page.getByRole('button', { name: 'Entrar como Paulo' }).click();
await page.getByText('Iniciar Atendimento').first().waitFor();
await page.goto(url + '/admin/arvore/new');
const editor = page.getByRole('textbox', { name: 'Texto da árvore (YAML)' });
await editor.click();
await page.getByRole('textbox', { name: /^Nome/ }).fill('Impressora do DCE');
await editor.click();
await page.keyboard.insertText(`nome: Impressora do DCE
descricao: Problemas com a impressora do DCE
inicial: qual
telas:
  qual:
    tipo: opcoes
    pergunt: O que aconteceu?
    opcoes:
      Não imprime: descreva
  descreva:
    tipo: formulario
    titulo: Descreva
    campos:
      sala:
        tipo: caixaDeTexto
        rotulo: Sala
        mapeamento: sala
    fluxos:
      - tela: '#final'
`);
await page.waitForTimeout(1500);
const entry = page.getByRole('button', { name: /^Erro na linha/ }).first();
console.log(await entry.getAttribute('aria-label'));
await entry.click();
await page.keyboard.press('Shift+End');
await page.keyboard.type('pergunta: O que aconteceu?');
await page.waitForTimeout(1500);
console.log(await editor.innerText());
console.log(await page.getByRole('region', { name: 'Log de Erros' }).innerText());
await page.getByRole('textbox', { name: /^Nome/ }).fill('Impressora do DCE ' + Date.now());
await page.waitForTimeout(800);
await page.getByRole('button', { name: 'Salvar' }).click();
await page.getByRole('heading', { level: 1, name: 'Editar Árvore' }).waitFor();
await page.waitForTimeout(1000);
console.log('URL', page.url());
console.log(await page.locator('main').innerText());
await page.screenshot({ path: '/tmp/fix.png', fullPage: true });
await browser.close();
