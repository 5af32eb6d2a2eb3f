// JavaScript's \b knows only ASCII letters ('força' would hold the word 'for'): words are
// bounded by any letter here.

/**
 * Words that give an English sentence away; none of them is a Portuguese word (so 'a', 'as', 'do'
 * or 'no' are not among them).
 */
const ENGLISH = /(?<![\p{L}\d_])(the|and|with|while|when|before|after|every|without|this|that|is|are|its|it|from|each|or|of|to|for|in|on|an|by|be|not|if|shows?|opens?|loads?|called|empty|loading|failed|default)(?![\p{L}\d_])/iu;

/** Words nearly every Portuguese sentence has; a description without any is not a sentence. */
const PORTUGUESE = /(?<![\p{L}\d_])(o|a|os|as|um|uma|de|do|da|dos|das|em|no|na|nos|nas|que|se|e|é|para|com|por|ao|sem|quando|quem|onde|como)(?![\p{L}\d_])/iu;

/**
 * Why a prop's description would not help a designer, in Portuguese; undefined when it does. It
 * must say what changes on screen, in Portuguese, with no route, spec section, TSDoc tag or code.
 */
export function designerTextProblem(text: string): string | undefined {
  const description = text.trim();
  if (!description) return 'sem descrição';
  if (/\{@\w+/.test(description)) return 'marca TSDoc ({@link…})';
  if (/\/api\//.test(description) || /\b(GET|POST|PUT|PATCH|DELETE)\s+\//.test(description)) return 'rota da API';
  if (/§|\bspec\b/i.test(description)) return 'referência à especificação';
  if (/`|<\/?[A-Za-z][\w.]*[\s/>]|=>/.test(description)) return 'código';
  if (ENGLISH.test(description)) return `em inglês ('${ENGLISH.exec(description)?.[0]}')`;
  if (!PORTUGUESE.test(description)) return 'não parece uma frase em português';
  return undefined;
}
