/**
 * Input masks (spec §5), compatible with vue-the-mask, which the original portal used:
 * `#` digit, `X` letter or digit, `S` letter, `A` letter shown in upper case, `a` letter shown in
 * lower case, `!` makes the next mask character a literal. Letters are ASCII, so a masked value
 * always has exactly one character per mask position.
 */

interface Slot {
  kind: 'slot';
  symbol: string;
  accepts: RegExp;
  transform: (char: string) => string;
}

interface Literal {
  kind: 'literal';
  char: string;
}

type MaskToken = Slot | Literal;

const same = (char: string): string => char;
const SLOTS: Record<string, Omit<Slot, 'kind' | 'symbol'>> = {
  '#': { accepts: /^\d$/, transform: same },
  X: { accepts: /^[0-9a-zA-Z]$/, transform: same },
  S: { accepts: /^[a-zA-Z]$/, transform: same },
  A: { accepts: /^[a-zA-Z]$/, transform: (char) => char.toUpperCase() },
  a: { accepts: /^[a-zA-Z]$/, transform: (char) => char.toLowerCase() },
};

const cache = new Map<string, MaskToken[]>();

function tokenize(mask: string): MaskToken[] {
  const cached = cache.get(mask);
  if (cached) return cached;
  const tokens: MaskToken[] = [];
  for (let i = 0; i < mask.length; i += 1) {
    const char = mask[i] as string;
    // A trailing '!' has nothing to escape, so it stands for itself.
    if (char === '!' && i + 1 < mask.length) {
      i += 1;
      tokens.push({ kind: 'literal', char: mask[i] as string });
      continue;
    }
    const slot = SLOTS[char];
    tokens.push(slot ? { kind: 'slot', symbol: char, ...slot } : { kind: 'literal', char });
  }
  if (cache.size > 200) cache.clear();
  cache.set(mask, tokens);
  return tokens;
}

/**
 * The number of characters a fully filled value has: escapes (`!`) take no room.
 * @example maskLength('(##) #####-####') // 15
 */
export function maskLength(mask: string): number {
  return tokenize(mask).length;
}

/**
 * A fully filled value with a digit wherever the mask allows one ('0'), a letter where only a
 * letter fits ('a', shaped by `A`/`a`) and each literal: the most number-like value the mask can
 * give, so a numeric validator that refuses it refuses every value.
 * @example maskSample('(##) AA-!#') // '(00) AA-#'
 */
export function maskSample(mask: string): string {
  return tokenize(mask)
    .map((token) => (token.kind === 'literal' ? token.char : token.accepts.test('0') ? '0' : token.transform('a')))
    .join('');
}

/**
 * The mask as a user reads it, escapes removed: the `mascara` of a `maskFormat` field error.
 * @example maskDisplay('!#####') // '#####'
 */
export function maskDisplay(mask: string): string {
  return tokenize(mask)
    .map((token) => (token.kind === 'literal' ? token.char : token.symbol))
    .join('');
}

/**
 * Shapes `text` with `mask`: characters a slot refuses are dropped, literals are inserted (a typed
 * literal is consumed), `A`/`a` change case, and trailing literals are added once the last slot is
 * filled. Idempotent, and never longer than `maskLength(mask)`.
 * @example applyMask('(##) #####-####', '31999998888') // '(31) 99999-8888'
 */
export function applyMask(mask: string, text: string): string {
  const tokens = tokenize(mask);
  let out = '';
  // Literals wait until the slot after them is filled, so text with nothing a slot accepts
  // masks to '' rather than to a lone literal that would look filled.
  let pending = '';
  let t = 0;
  let i = 0;
  while (t < tokens.length && i < text.length) {
    const token = tokens[t] as MaskToken;
    const char = text[i] as string;
    if (token.kind === 'literal') {
      pending += token.char;
      if (char === token.char) i += 1;
      t += 1;
    } else {
      if (token.accepts.test(char)) {
        out += pending + token.transform(char);
        pending = '';
        t += 1;
      }
      i += 1;
    }
  }
  // A mask that ends in literals, e.g. '(#)', closes once its last slot is filled.
  let rest = pending;
  for (; t < tokens.length; t += 1) {
    const token = tokens[t] as MaskToken;
    if (token.kind === 'slot') return out;
    rest += token.char;
  }
  return out === '' && tokens.some((token) => token.kind === 'slot') ? '' : out + rest;
}
