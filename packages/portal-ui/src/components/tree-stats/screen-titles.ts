import { parse } from 'yaml';
import { tAdmin } from '../../messages/t-admin';

const isMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What each screen of a tree says as its heading, as the admin wrote it: an options screen's
 * `pergunta`, a form's `titulo`, 'Tutorial: ' and a tutorial's `url` (it has no heading of its own). Read leniently
 * from each text in turn, a later text's words winning (pass the draft, then the launched text);
 * a text that is not a tree adds nothing.
 * @example screenTitles('telas:\n  a:\n    tipo: opcoes\n    pergunta: Qual rede?').get('a') // 'Qual rede?'
 */
export function screenTitles(...texts: (string | null | undefined)[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const text of texts) {
    if (!text) continue;
    let data: unknown;
    try {
      data = parse(text, { maxAliasCount: 0, uniqueKeys: false });
    } catch {
      continue;
    }
    if (!isMap(data) || !isMap(data.telas)) continue;
    for (const [name, screen] of Object.entries(data.telas)) {
      if (!isMap(screen)) continue;
      const title = screen.tipo === 'opcoes' ? screen.pergunta : screen.tipo === 'formulario' ? screen.titulo : screen.tipo === 'tutorial' ? screen.url : undefined;
      if (typeof title !== 'string' || title.trim() === '') continue;
      titles.set(name, screen.tipo === 'tutorial' ? tAdmin('admin.stats.tutorialTitle', { url: title.trim() }) : title.trim());
    }
  }
  return titles;
}
