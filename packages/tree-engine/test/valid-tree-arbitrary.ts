/**
 * A fast-check arbitrary of VALID trees that sit right next to the logic checks: every tree gives
 * no diagnostic at all, yet uses what the checks look at — a select defined on several branches
 * with different options (compared with values of the union), several conditional flows before
 * the unconditional one (`not` wrapping an `or`, `and`), a property reassigned after something
 * read it, placeholders of fields asked on every path or of properties, YouTube addresses in every
 * accepted form, FAQ routes, digit-only masks with numeric validators, attachment sizes in order.
 */
import fc from 'fast-check';
import { YOUTUBE_HOSTS } from '../src/urls/tutorial-url';
import type { Assignment, Condition, Field, Flow, Operand, Screen, SelectOption, Tree } from '../src/types';

const VALUES = ['livre', 'adquirir', 'renovar', 'gpl', 'mit', 'outro'];
const PROPERTIES = ['fila', 'assunto', 'prioridade', 'servico'];

const variable = (campo: string): Operand => ({ tipo: 'variavel', campo });
const text = (valor: string): Operand => ({ tipo: 'constante', classe: 'string', valor });
const equals = (campo: string, valor: string, comparador: '=' | '!=' = '='): Condition => ({ tipo: 'simples', comparador, operando1: variable(campo), operando2: text(valor) });

const videoId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
const youtubeUrl = fc
  .tuple(fc.constantFrom('https', 'http'), fc.constantFrom(...YOUTUBE_HOSTS), videoId, fc.constantFrom('watch', 'embed', 'shorts'))
  .map(([scheme, host, id, form]) => (host === 'youtu.be' ? `${scheme}://${host}/${id}` : form === 'watch' ? `${scheme}://${host}/watch?v=${id}` : `${scheme}://${host}/${form}/${id}`));
const tutorialSource = fc.oneof(
  youtubeUrl.map((url) => ({ fonte: 'youtube' as const, url })),
  fc.integer({ min: 1, max: 999 }).map((id) => ({ fonte: 'otrs' as const, url: `/api/faq/${id}` })),
  fc.webPath().map((path) => ({ fonte: 'link' as const, url: `https://www.dti.ufv.br${path.replace(/[^A-Za-z0-9/_.-]/g, '')}` })),
);
// Slots and literals that can all be digits: '#', 'X' and an escaped digit.
const digitMask = fc.array(fc.constantFrom('#', 'X', '!7'), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
const numericBox = fc.tuple(digitMask, fc.constantFrom('int' as const, 'double' as const)).map(
  ([mascara, formato]): Field => ({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'mascara', mascara }, { tipo: 'simples', formato }] }),
);
const attachments = fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 20 })).map(
  ([perFile, extra]): Field => ({ tipo: 'caixaDeAnexo', opcoes: { tamMaxPorArquivoMb: perFile, tamMaxTotalMb: perFile + extra } }),
);

/**
 * Conditions that differ from one another: each compares `licenca.valor` with its own option value
 * (the other parts never compare `licenca.valor`, so two flows cannot become the same `or`).
 */
function flowCondition(value: string, shape: number, other: string): Condition {
  const base = equals('licenca.valor', value);
  switch (shape % 4) {
    case 0:
      return base;
    case 1:
      return { tipo: 'composta', operador: 'not', condicoes: [{ tipo: 'composta', operador: 'or', condicoes: [equals('obs', `nota ${other}`), base] }] };
    case 2:
      return { tipo: 'composta', operador: 'and', condicoes: [base, equals('obs', '', '!=')] };
    default:
      return { tipo: 'composta', operador: 'or', condicoes: [base, equals('licenca.texto', `Texto ${other}`)] };
  }
}

/**
 * Assignments in which a property set twice is read in between (`${prop}`), or the earlier one
 * has a condition and the later one too.
 */
function assignments(plan: { property: number; conditional: boolean; value: number }[], union: readonly string[]): Assignment[] {
  const unread = new Set<string>();
  return plan.map(({ property, conditional, value }) => {
    const propriedade = PROPERTIES[property % PROPERTIES.length] ?? 'fila';
    const condicao = conditional ? equals('licenca.valor', union[value % union.length] ?? 'livre') : undefined;
    // Overwriting an unread value unconditionally is the mistake the verifier reports: read it.
    const reads = !conditional && unread.has(propriedade);
    const operando: Operand = reads ? { tipo: 'interpolacao', valor: `\${${propriedade}} e \${licenca.texto}` } : text(`valor ${value}`);
    unread.add(propriedade);
    return condicao ? { propriedade, operando, condicao } : { propriedade, operando };
  });
}

/**
 * A valid tree: an options screen leading to 2–4 branches, each a form asking `licenca` (a select
 * with its own options) and maybe a tutorial, all meeting at `resumo`, whose assignments and flows
 * read what every branch asked.
 * @example fc.assert(fc.property(validTree, (tree) => verifyTree(tree).length === 0))
 */
export const validTree: fc.Arbitrary<Tree> = fc
  .record({
    branches: fc.array(
      fc.record({
        options: fc.uniqueArray(fc.constantFrom(...VALUES), { minLength: 1, maxLength: 3 }),
        tutorial: fc.option(tutorialSource, { nil: undefined }),
        extra: fc.option(fc.oneof(numericBox, attachments), { nil: undefined }),
      }),
      { minLength: 2, maxLength: 4 },
    ),
    shapes: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    plan: fc.array(fc.record({ property: fc.nat(), conditional: fc.boolean(), value: fc.nat() }), { maxLength: 6 }),
    placeholder: fc.constantFrom('${licenca.texto}', '${fila}', '${assunto}', '${obs}', 'R$$ ${licenca}'),
  })
  .map(({ branches, shapes, plan, placeholder }): Tree => {
    const telas: Record<string, Screen> = {};
    const union = [...new Set(branches.flatMap((branch) => branch.options))];
    branches.forEach((branch, i) => {
      const opcoes: SelectOption[] = branch.options.map((valor) => ({ texto: `Texto ${valor}`, valor }));
      const campos: Record<string, Field> = { licenca: { tipo: 'caixaDeSelecao', opcoes } };
      if (branch.extra) campos[`extra${i}`] = branch.extra;
      telas[`ramo${i}`] = { tipo: 'formulario', titulo: `Ramo ${i}`, campos, fluxos: [{ tela: branch.tutorial ? `tutorial${i}` : 'resumo' }] };
      if (branch.tutorial) telas[`tutorial${i}`] = { tipo: 'tutorial', ...branch.tutorial, telaSim: '#final', telaNao: 'resumo' };
    });
    const values = union.slice(0, shapes.length);
    const fluxos: Flow[] = values.map((value, i) => ({ tela: i % 2 ? 'resumo-fim' : '#final', condicao: flowCondition(value, shapes[i] ?? 0, union[(i + 1) % union.length] ?? value) }));
    telas.resumo = {
      tipo: 'formulario',
      titulo: 'Resumo',
      campos: { obs: { tipo: 'memorando', mapeamento: 'obs' } },
      atribuicoes: [...assignments(plan, union), { propriedade: 'descricao', operando: { tipo: 'interpolacao', valor: `Licença ${placeholder}` } }],
      fluxos: [...fluxos, { tela: 'resumo-fim' }],
    };
    telas['resumo-fim'] = { tipo: 'opcoes', pergunta: 'Algo mais?', opcoes: { Não: '#final', Sim: 'resumo' } };
    telas.escolha = { tipo: 'opcoes', pergunta: 'Qual caso?', opcoes: Object.fromEntries(branches.map((_branch, i) => [`Caso ${i}`, `ramo${i}`])) };
    return { nome: 'Gerada', inicial: 'escolha', telas };
  });
