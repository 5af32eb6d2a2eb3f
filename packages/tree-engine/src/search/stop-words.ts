/**
 * Portuguese words that say nothing about which service someone needs, folded (no accents, lower
 * case): articles, prepositions, pronouns, and the verbs of asking ('preciso', 'quero', 'consigo').
 * 'nao' is not here: 'não conecta', 'não imprime' are how students describe a fault, so the search
 * keeps it, at half the weight of another word (see `NEGATION`).
 * @example STOP_WORDS.has('meu') // true
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a o as os um uma uns umas de da do das dos d em no na nos nas num numa ao aos à às ' +
    'por pelo pela pelos pelas para pra pro pras pros com sem e ou mas que se ja so tambem ate ' +
    'eu me mim meu minha meus minhas voce voces seu sua seus suas ele ela eles elas nos nosso nossa ' +
    'isso isto esse essa este esta aquele aquela aqui ali la ' +
    'como quando onde qual quais quem porque pq mais muito muita pouco todo toda todos todas ' +
    'quero queria gostaria preciso precisa precisando consigo consegue conseguir estou esta estao estava ' +
    'tem tenho ter tinha foi ser sou era fica ficou pode posso poderia favor oi ola bom boa dia tarde noite ' +
    'fazer faco algum alguma nada coisa tipo ta vc'
  ).split(' '),
);

/** The one stop word kept: a fault is often described by what does not work. */
export const NEGATION = 'nao';
