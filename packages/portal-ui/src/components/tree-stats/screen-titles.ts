import { screenTitle, type Screen } from '@chamados/tree-engine/runtime';
import { parse } from 'yaml';

const isMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Each screen of a text as written, or nothing when the text is not a tree. */
function screensOf(text: string): Record<string, unknown> | undefined {
  let data: unknown;
  try {
    data = parse(text, { maxAliasCount: 0, uniqueKeys: false });
  } catch {
    return undefined;
  }
  return isMap(data) && isMap(data.telas) ? data.telas : undefined;
}

/**
 * What each screen of a tree says as its title, as people read it (tree-engine's `screenTitle`):
 * an options screen's `pergunta`, a form's `titulo`, a tutorial's `titulo` (else, for an FAQ
 * article, its title from the data hub ({@link screenTitlesWith}), else the kind of tutorial and its
 * site). Read leniently from each text in turn, a later text's words winning (pass the draft, then
 * the launched text); a text that is not a tree adds nothing; a screen with no words is left out
 * (the page then names it by its key, the only words left). Screens that read alike get their key
 * after the title: 'Tutorial em vídeo (youtube.com) (tutorial-ios)'.
 * @example screenTitles('telas:\n  a:\n    tipo: opcoes\n    pergunta: Qual rede?').get('a') // 'Qual rede?'
 */
export function screenTitles(...texts: (string | null | undefined)[]): Map<string, string> {
  return screenTitlesWith(texts);
}

/**
 * {@link screenTitles} with the data hub's FAQ article titles by address (an FAQ tutorial without
 * `titulo` is named by its article's own title).
 * @example screenTitlesWith([draft, launched], new Map([['https://faq.ufv.br/42', 'Eduroam no Windows']]))
 */
export function screenTitlesWith(texts: readonly (string | null | undefined)[], faq?: ReadonlyMap<string, string>): Map<string, string> {
  const titles = new Map<string, string>();
  for (const text of texts) {
    if (!text) continue;
    for (const [name, screen] of Object.entries(screensOf(text) ?? {})) {
      if (!isMap(screen) || typeof screen.tipo !== 'string') continue;
      let title = '';
      try {
        const faqTitle = typeof screen.url === 'string' ? faq?.get(screen.url) : undefined;
        title = screenTitle({ ...screen, nome: '' } as unknown as Screen, faqTitle ? { faqTitle } : {});
      } catch {
        continue;
      }
      if (title.trim() !== '') titles.set(name, title);
    }
  }
  // Two screens read alike (two videos of one site): each says its key too, to tell them apart.
  const seen = new Map<string, number>();
  for (const title of titles.values()) seen.set(title, (seen.get(title) ?? 0) + 1);
  for (const [name, title] of titles) if (seen.get(title)! > 1) titles.set(name, `${title} (${name})`);
  return titles;
}

/** The answers that lead from one screen to another: 'Sem sinal' or 'Sim'/'Não', by `de\u0000para`. */
export type StepAnswers = ReadonlyMap<string, string[]>;

/**
 * The options (and a tutorial's 'Sim'/'Não', given as `yes`/`no`) that lead from each screen to
 * each next screen, from each text in turn (a later text's words winning), for the statistics'
 * 'Opções' table: the walks count steps between screens, and this names each step.
 * @example stepAnswers(['telas:\n  a:\n    tipo: opcoes\n    opcoes: { Sim: b }'], 'Sim', 'Não').get('a\u0000b') // ['Sim']
 */
export function stepAnswers(texts: readonly (string | null | undefined)[], yes: string, no: string): Map<string, string[]> {
  const answers = new Map<string, string[]>();
  for (const text of texts) {
    if (!text) continue;
    const screens = screensOf(text);
    if (!screens) continue;
    const found = new Map<string, string[]>();
    const add = (from: string, to: unknown, label: string) => {
      if (typeof to !== 'string') return;
      const key = `${from}\u0000${to}`;
      found.set(key, [...(found.get(key) ?? []), label]);
    };
    for (const [name, screen] of Object.entries(screens)) {
      if (!isMap(screen)) continue;
      if (screen.tipo === 'opcoes' && isMap(screen.opcoes)) for (const [option, to] of Object.entries(screen.opcoes)) add(name, to, option);
      if (screen.tipo === 'tutorial') {
        add(name, screen.telaSim, yes);
        add(name, screen.telaNao, no);
      }
    }
    for (const [key, labels] of found) answers.set(key, labels);
  }
  return answers;
}
