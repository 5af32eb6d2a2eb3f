import { launchChromium } from '@chamados/test-chromium';
import { serveFolder } from './test/static-server';
const server = await serveFolder(`${process.cwd()}/storybook-static`);
const browser = await launchChromium();
const shots: [string, string, number, number][] = [
  ['walk-final-1280', 'iframe.html?id=telas-passeio-do-estudante--to-final-screen&viewMode=story', 1280, 900],
  ['walk-clickable-375', 'iframe.html?id=telas-passeio-do-estudante--clickable&viewMode=story', 375, 800],
  ['walk-solved-375', 'iframe.html?id=telas-passeio-do-estudante--solved-on-phone&viewMode=story', 375, 800],
  ['ticket-1280', 'iframe.html?id=telas-chamado-do-estudante--desktop&viewMode=story', 1280, 900],
  ['desk-1280', 'iframe.html?id=telas-central-de-atendimento--queue-to-ticket&viewMode=story', 1280, 900],
  ['desk-queue-375', 'iframe.html?id=telas-central-de-atendimento--queue-phone&viewMode=story', 375, 800],
  ['admin-editor-1280', 'iframe.html?id=telas-administracao--editor&viewMode=story', 1280, 900],
  ['admin-stats-375', 'iframe.html?id=telas-administracao--stats-phone&viewMode=story', 375, 800],
  ['dodont-docs-1280', 'iframe.html?id=padrões-faça-e-não-faça--docs&viewMode=docs', 1280, 900],
  ['dodont-docs-375', 'iframe.html?id=padrões-faça-e-não-faça--docs&viewMode=docs', 375, 800],
  ['button-docs-1280', 'iframe.html?id=base-button--docs&viewMode=docs', 1280, 900],
  ['walk-docs-1280', 'iframe.html?id=telas-passeio-do-estudante--docs&viewMode=docs', 1280, 900],
  ['link-long-375', 'iframe.html?id=base-link--long-content&viewMode=story', 375, 400],
  ['conflict-375', 'iframe.html?id=administração-conflito-na-resposta-pronta-·-cannedreplyconflict-·-conflito-resposta-pronta-comparar--on-phone&viewMode=story', 375, 800],
];
const only = process.argv[2];
for (const [name, path, width, height] of shots) {
  if (only && !name.includes(only)) continue;
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`${server.url}/${path}`);
  await page.waitForTimeout(7000);
  await page.screenshot({ path: `/tmp/story/${name}.png`, fullPage: true });
  await page.close();
  console.log(name);
}
await browser.close();
await server.close();
