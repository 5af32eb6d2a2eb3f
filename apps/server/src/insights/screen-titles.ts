import { screenTitle, type Screen } from '@chamados/tree-engine/runtime';
import { parse } from 'yaml';

const isMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Each screen's title as people read it (tree-engine's `screenTitle`), read leniently from each
 * text in turn, a later text's words winning (the draft, then the versions oldest first); a text
 * that is not a tree adds nothing, a screen with no words is left out. Screens that read alike
 * (two videos of one site) get their key after the title, to tell them apart.
 * @example screenTitles(['telas:\n  a:\n    tipo: opcoes\n    pergunta: Qual rede?']) // [{ tela: 'a', titulo: 'Qual rede?' }]
 */
export function screenTitles(texts: readonly string[]): { tela: string; titulo: string }[] {
  const titles = new Map<string, string>();
  for (const text of texts) {
    let data: unknown;
    try {
      data = parse(text, { maxAliasCount: 0, uniqueKeys: false });
    } catch {
      continue;
    }
    if (!isMap(data) || !isMap(data.telas)) continue;
    for (const [name, screen] of Object.entries(data.telas)) {
      if (!isMap(screen) || typeof screen.tipo !== 'string') continue;
      let title: string;
      try {
        title = screenTitle({ ...screen, nome: '' } as unknown as Screen);
      } catch {
        continue;
      }
      if (title.trim() !== '') titles.set(name, title);
    }
  }
  const seen = new Map<string, number>();
  for (const title of titles.values()) seen.set(title, (seen.get(title) ?? 0) + 1);
  return [...titles].map(([tela, titulo]) => ({ tela, titulo: seen.get(titulo)! > 1 ? `${titulo} (${tela})` : titulo }));
}
