/** Masks people know by name, as `maskDisplay` gives them: what to call them, and an example. */
const KNOWN: Readonly<Record<string, string>> = {
  '(##) #####-####': 'um celular com DDD, como (31) 98765-4321',
  '(##) ####-####': 'um telefone com DDD, como (31) 3899-1234',
  '###.###.###-##': 'um CPF, como 123.456.789-09',
  '#####-###': 'um CEP, como 36570-900',
  '##/##/####': 'uma data, como 31/12/2025',
  '##:##': 'um horário, como 14:30',
};

const SLOT_WORDS: Readonly<Record<string, [one: string, many: string]>> = {
  '#': ['dígito', 'dígitos'],
  X: ['letra ou dígito', 'letras ou dígitos'],
  S: ['letra', 'letras'],
  A: ['letra', 'letras'],
  a: ['letra', 'letras'],
};

const list = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`);

/**
 * A field's mask said in words, for the 'O campo deverá ter …' error: a known shape by its name
 * ('um celular com DDD, como (31) 98765-4321'), digits by their count ('6 dígitos'), any other as
 * its runs in order ('2 letras e 7 dígitos, no formato SS#######'). People read words; '#' means
 * nothing to most of them (issue 30).
 * @example maskInWords('######') // '6 dígitos'
 */
export function maskInWords(mask: string): string {
  const known = KNOWN[mask];
  if (known) return known;
  const runs: [symbol: string, count: number][] = [];
  let literals = false;
  for (const char of mask) {
    const words = SLOT_WORDS[char];
    if (!words) {
      literals = true;
      continue;
    }
    const last = runs.at(-1);
    if (last && SLOT_WORDS[last[0]]![0] === words[0]) last[1] += 1;
    else runs.push([char, 1]);
  }
  const parts = runs.map(([symbol, count]) => `${count} ${SLOT_WORDS[symbol]![count === 1 ? 0 : 1]}`);
  if (runs.length === 1 && !literals) return parts[0]!;
  return `${list(parts)}, no formato ${mask}`;
}
