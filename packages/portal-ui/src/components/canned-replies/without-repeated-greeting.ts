/**
 * A greeting that opens a message: 'Olá', 'Oi', 'Bom dia', 'Boa tarde', 'Boa noite', 'Prezado(a)',
 * 'Caro(a)', up to the end of its sentence ('Olá, Ana!', 'Bom dia.') or of its line.
 */
const GREETING = /^\s*(olá|ola|oi|bom dia|boa tarde|boa noite|prezad[oa]s?|car[oa]s?)(?=[\s,!.]|$)[^.!?\n]*[.!?]?[ \t]*\n?/i;

/**
 * The text of a canned reply as it goes into a message: without its opening greeting when the
 * message already opens with one, so two replies inserted one after the other read 'Olá, Ana!'
 * once, not 'Olá, Ana! … Olá, Ana! …'.
 * @example withoutRepeatedGreeting('Olá, Ana! Troque a senha em senha.ufv.br.', 'Olá, Ana!\nVerificamos o ponto.') // 'Troque a senha em senha.ufv.br.'
 */
export function withoutRepeatedGreeting(reply: string, message: string): string {
  if (!GREETING.test(message)) return reply;
  return reply.replace(GREETING, '');
}
