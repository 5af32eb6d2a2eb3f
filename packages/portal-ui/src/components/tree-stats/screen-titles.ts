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
