/** Masks people know by name, as `maskDisplay` gives them. */
const KNOWN: Readonly<Record<string, string>> = {
  '(##) #####-####': 'um celular com DDD',
  '(##) ####-####': 'um telefone com DDD',
  '###.###.###-##': 'um CPF',
  '##/##/####': 'uma data (dia/mês/ano)',
  '##:##': 'um horário (hora:minuto)',
};

/**
 * A field's mask said in words, for 'O campo deverá ter …': a known shape by its name ('um
 * celular com DDD'), digits alone by their count ('6 dígitos'), any other as 'o formato SS###'
 * (the spec's wording). '#' means nothing to most people (issue 30). Kept small: it is in the
 * first load of /atendimento.
 * @example maskInWords('######') // '6 dígitos'
 */
export function maskInWords(mask: string): string {
  const digits = /^#+$/.test(mask) ? mask.length : 0;
  return KNOWN[mask] ?? (digits ? `${digits} ${digits === 1 ? 'dígito' : 'dígitos'}` : `o formato ${mask}`);
}
