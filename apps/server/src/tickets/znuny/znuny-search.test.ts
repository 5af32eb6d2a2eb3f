import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZArticle } from './znuny-types';
import { MAX_SEARCH_WORDS, searchWords, showsAll, znunySearch } from './znuny-search';

/**
 * How Znuny 7.0.19 reads a `Title` or `TicketNumber` search value: Kernel::System::Ticket's
 * TicketSearch turns `*` into `%` and drops a value of only `%`, then Kernel::System::DB's
 * QueryCondition (no Extended mode: the GenericInterface sets none by default) parses it. A
 * line-by-line port, down to its conditions, giving the terms it would put in the SQL.
 */
type Term = { t: 'like' | 'equals'; word: string; not: boolean } | { t: 'and' | 'or' | '(' | ')' };
type Parsed = Term[] | 'all tickets' | 'no ticket (1=0)';

const SPECIAL = new Set(['(', ')', '&', '|']);

function znunyReads(value: string): Parsed {
  let v = value.replace(/\*/g, '%');
  if (/^%{1,3}$/.test(v)) return 'all tickets';
  v = v.replace(/^\s+/, '').replace(/\s+$/, '');
  if (!/^(?<!\\)\(/.test(v) || !/(?<!\\)\)$/.test(v)) v = `(${v})`;
  let count = 0;
  const expression = new Map<string, string>();
  v = v.replace(/"(.+?)"/g, (_, item: string) => {
    const key = `###${++count}###`;
    expression.set(key, item);
    return key;
  });
  v = v
    .replace(/(?<!\\)\(\s*(?<!\\)\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\+/g, '&&')
    .replace(/(\s|(?<!\\)\)|(?<!\\)\()AND(\s|(?<!\\)\(|(?<!\\)\))/g, '$1&&$2')
    .replace(/(\s|(?<!\\)\)|(?<!\\)\()OR(\s|(?<!\\)\(|(?<!\\)\))/g, '$1||$2')
    .replace(/\*/g, '%')
    .replace(/%\s*%/g, '%')
    .replace(/%!%/g, '!%')
    .replace(/%!/g, '!%')
    .replace(/(&&|\|\|)(?<!\\)\)$/g, ')')
    .replace(/^(?<!\\)\((&&|\|\|)/g, '(')
    .replace(/(\s((?<!\\)\(|(?<!\\)\)|\||(?<!\\)&))/g, '$2')
    .replace(/(((?<!\\)\(|(?<!\\)\)|\||(?<!\\)&)\s)/g, '$2');
  const a = [...v];
  const last = a.length - 1;
  const terms: Term[] = [];
  const tail = () => terms[terms.length - 1]?.t;
  let word = '';
  let not = false;
  let backslash = false;
  let open = 0;
  let close = 0;
  for (let p = 0; p <= last; p++) {
    const c = a[p]!;
    if (backslash) {
      word += c;
      backslash = false;
      continue;
    } else if (c === '\\' && p < last && (SPECIAL.has(a[p + 1]!) || a[p + 1] === '\\')) {
      backslash = true;
      continue;
    } else if (word === '' && c === '!') {
      not = true;
      continue;
    } else if (c === '&') {
      if (p >= 1 && a[p - 1] === '&') continue;
      if (p === last || a[p + 1] !== '&') {
        word += c;
        continue;
      }
    } else if (c === '|') {
      if (p >= 1 && a[p - 1] === '|') continue;
      if (p === last || a[p + 1] !== '|') {
        word += c;
        continue;
      }
    } else if (!SPECIAL.has(c)) {
      word += c;
      continue;
    }
    if (word !== '') {
      let w = word.replace(/\\/g, '');
      w = expression.get(w) ?? w;
      w = w.replace(/\*/g, '%').replace(/%%/g, '%').replace(/%%/g, '%');
      terms.push({ t: w.includes('%') ? 'like' : 'equals', word: w, not });
      not = false;
      word = '';
    }
    // Perl's truthiness: a next character '0' counts as none.
    const next = a[p + 1];
    if (next !== undefined && next !== '0') {
      if (c === '&' && next === '&') {
        if (tail() === 'or') return 'no ticket (1=0)';
        if (tail() !== 'and') terms.push({ t: 'and' });
      } else if (c === '|' && next === '|') {
        if (tail() === 'and') return 'no ticket (1=0)';
        if (tail() !== 'or') terms.push({ t: 'or' });
      }
    }
    if (c === '(') {
      if (terms.length && !['and', 'or', '('].includes(tail()!)) terms.push({ t: 'and' });
      terms.push({ t: '(' });
      open++;
    }
    if (c === ')') {
      terms.push({ t: ')' });
      if (p < last && a[p + 1] !== ')' && !(a[p + 1] === '&' && a[p + 2] === '&') && !(a[p + 1] === '|' && a[p + 2] === '|')) terms.push({ t: 'and' });
      close++;
    }
  }
  return open === close ? terms : 'no ticket (1=0)';
}

/** Every word, each as `%word%`, all required: what a search of literal words must become. */
const allOf = (words: string[]): Term[] => [
  { t: '(' },
  ...words.flatMap((word, i): Term[] => [...(i ? [{ t: 'and' } as const] : []), { t: 'like', word: `%${word}%`, not: false }]),
  { t: ')' },
];

/**
 * What Znuny's article search index strips from a word (Ticket::SearchIndex::Filters, 7.0.19
 * defaults): a Fulltext value that holds any of it can never be found there.
 */
const indexFilters = [/[,&<>?"!*|;[\]()+$^=]/g, /^[':.]|[':.]$/g];
const indexed = (word: string) => indexFilters.reduce((w, f) => w.replace(f, ''), word);

/** Characters Znuny reads in a Fulltext value: SQL LIKE's wildcards and escape, and its own `*`. */
const LIKE_SPECIAL = /[%_\\*']/;

/** Text rich in what Znuny reads as operators, between real words. */
const operatorText = fc
  .array(
    fc.oneof(
      fc.constantFrom('!', '&&', '&', '||', '|', '(', ')', '"', '\\', '*', '%', '_', '+', '-', ' AND ', ' OR ', ' ', "'", '###1###', '%!'),
      fc.constantFrom('conta', 'Souza', 'R2025b', 'laboratório', 'Wi-Fi', '2025061', 'ÉÇÃ', 'ação'),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    ),
    { maxLength: 16 },
  )
  .map((parts) => parts.join(''));
const anyText = fc.oneof(operatorText, fc.string({ unit: 'binary', maxLength: 200 }));

describe('znunySearch: the student’s words reach Znuny as literal words', () => {
  it('the queries of issue 28 search their words only; operators alone search nothing', () => {
    expect(znunySearch('!conta')).toEqual({ fulltext: ['conta'], title: '*conta*' });
    expect(znunySearch('Souza!')).toEqual({ fulltext: ['souza'], title: '*souza*' });
    expect(znunySearch('R2025b)')).toEqual({ fulltext: ['r2025b'], title: '*r2025b*' });
    expect(znunySearch('(toner) || conta')).toEqual({ fulltext: ['toner', 'conta'], title: '*toner*&&*conta*' });
    for (const only of ['&&', '\\', '"', '*', '(', '||', '+-', '%', '_', '!', ')', '   ', '"()"', '***', '\\(']) expect(znunySearch(only), only).toBeUndefined();
  });

  it('a protocol number is also searched as a number prefix, as in the built-in store', () => {
    expect(znunySearch('#2025061')).toEqual({ fulltext: ['2025061'], title: '*2025061*', ticketNumber: '2025061*' });
    expect(znunySearch('Ticket#2025061')).toEqual({ fulltext: ['2025061', 'ticket'], title: '*2025061*&&*ticket*', ticketNumber: '2025061*' });
    expect(znunySearch('123')?.ticketNumber).toBeUndefined();
  });

  it('words: lower case, accents kept (Znuny compares them), repeated or contained ones once, at most six', () => {
    expect(searchWords('Laboratório LABORATÓRIO labor')).toEqual(['laboratório']);
    expect(searchWords('Wi-Fi SEI-123')).toEqual(['sei', '123', 'wi', 'fi']);
    // Decomposed accents (as some keyboards send them) are composed, as Znuny's index stores them.
    expect(searchWords('pre\u0301dio')).toEqual(['prédio']);
    expect(searchWords('a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh')).toEqual(['hhhhhhhh', 'ggggggg', 'ffffff', 'eeeee', 'dddd', 'ccc']);
  });

  it('the model of Znuny reads the values the connector sent before as operators', () => {
    // What `Title: *${q}*` did: NOT, everything, nothing.
    expect(znunyReads('*!conta*')).toEqual([{ t: '(' }, { t: 'like', word: '%conta%', not: true }, { t: ')' }]);
    expect(znunyReads('*R2025b)*')).toBe('no ticket (1=0)');
    expect(znunyReads('*(*')).toBe('no ticket (1=0)');
    expect(znunyReads('*&&*')).toEqual([{ t: '(' }, { t: 'like', word: '%', not: false }, { t: 'and' }, { t: 'like', word: '%', not: false }, { t: ')' }]);
    expect(znunyReads('***')).toBe('all tickets');
    expect(znunyReads('*conta*&&*souza*')).toEqual(allOf(['conta', 'souza']));
  });

  it('property: any text gives a title Znuny reads as all its words, required and literal', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const query = znunySearch(text);
        if (!query?.title) return;
        expect(znunyReads(query.title)).toEqual(allOf(query.fulltext));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: any text gives Fulltext words that are plain letters and digits of the text, as Znuny indexes them', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const query = znunySearch(text);
        const source = text.normalize('NFC').toLowerCase();
        if (!query) {
          expect(/[\p{L}\p{N}]/u.test(source)).toBe(false);
          return;
        }
        expect(query.fulltext.length).toBeLessThanOrEqual(MAX_SEARCH_WORDS);
        expect(query.fulltext.length > 0 || query.ticketNumber !== undefined).toBe(true);
        for (const word of query.fulltext) {
          expect(word).toMatch(/^[\p{L}\p{N}][\p{L}\p{M}\p{N}]*$/u);
          expect(source).toContain(word);
          expect(LIKE_SPECIAL.test(word)).toBe(false);
          expect(indexed(word)).toBe(word);
        }
        if (query.ticketNumber) {
          expect(query.ticketNumber).toMatch(/^\d{4,32}\*$/);
          expect(znunyReads(query.ticketNumber)).toEqual([{ t: '(' }, { t: 'like', word: `${query.ticketNumber.slice(0, -1)}%`, not: false }, { t: ')' }]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('property: text with a letter or digit always searches something', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom('a', 'Z', '7', 'é', 'ß'), (text, letter) => {
        expect(znunySearch(`${text} ${letter}`)).toBeDefined();
      }),
    );
  });
});

describe('showsAll: a ticket found by Znuny’s full text counts only for what its customer sees', () => {
  const article = (visible: 0 | 1, Subject: string, Body: string, From = '"Ana Beatriz Souza" <ana.souza@ufv.br>') =>
    ({ ArticleID: 1, IsVisibleForCustomer: visible, SenderType: 'agent', Subject, Body, From }) as unknown as ZArticle;
  const ticket = {
    Title: 'Conta do e-mail bloqueada',
    Article: [article(1, 'Conta do e-mail bloqueada', 'Não consigo entrar (R2025b).'), article(0, 'nota interna', 'Senha trocada pelo segredo do chefe')],
  };

  it('the title and the visible subjects and bodies hold the words, in any case, inside longer words', () => {
    expect(showsAll(ticket, ['conta', 'r2025b', 'consig'])).toBe(true);
    expect(showsAll(ticket, searchWords('BLOQUEADA não'))).toBe(true);
  });

  it('an internal note’s words and the sender’s name find nothing', () => {
    expect(showsAll(ticket, ['segredo'])).toBe(false);
    expect(showsAll(ticket, ['conta', 'chefe'])).toBe(false);
    expect(showsAll(ticket, ['souza'])).toBe(false);
  });
});
