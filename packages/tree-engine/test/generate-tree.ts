/**
 * A seedable generator of VALID trees (every screen reachable from `inicial`, '#final' reachable
 * from every screen, variables naming fields of their own screen), shared by the model-based tests
 * and the benchmark. Screens form a DAG: screen i leads to i+1 (so the chain reaches everything)
 * and sometimes jumps ahead or to '#final', so every forward walk ends.
 */
import { applyMask } from '../src/fields/mask';
import type {
  Assignment,
  AttachmentFile,
  Condition,
  Field,
  FormScreen,
  FormValues,
  Screen,
  SelectOption,
  Tree,
} from '../src/types';

/** mulberry32: small, fast and good enough to make test data reproducible. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const MASKS = ['(##) #####-####', '###.###.###-##', 'AAA-####', '!#####'];
const WORDS = ['rede', 'impressora', 'senha', 'laboratório', 'eduroam', 'sistema', 'e-mail', 'projetor', 'conta', 'software'];

const screenName = (i: number): string => `t${i}`;

// Addresses each tutorial source accepts: YouTube's hosts, the portal's FAQ route, any https page.
const TUTORIAL_URLS = {
  youtube: (i: number) => `https://www.youtube.com/watch?v=video${String(i).padStart(6, '0')}`,
  otrs: (i: number) => `/api/faq/${i + 1}`,
  link: (i: number) => `https://exemplo.ufv.br/tutorial/${i}`,
};

function target(random: Random, i: number, count: number): string {
  const ahead = i + 2 + Math.floor(random() * 4);
  return ahead >= count || random() < 0.15 ? '#final' : screenName(ahead);
}

function selectOptions(i: number): SelectOption[] {
  return [0, 1, 2].map((k) => ({ texto: `Opção ${i}.${k}`, valor: `v${k}` }));
}

function makeField(random: Random, i: number, k: number): Field {
  const name = `c${i}_${k}`;
  const rotulo = `Campo ${k} sobre ${pick(random, WORDS)}`;
  switch (int(random, 0, 7)) {
    case 0:
      return { tipo: 'caixaDeTexto', rotulo, mapeamento: name, validadores: [{ tipo: 'naoVazio' }, { tipo: 'simples', formato: 'int' }] };
    case 1:
      return { tipo: 'caixaDeTexto', rotulo, mapeamento: name, validadores: [{ tipo: 'mascara', mascara: pick(random, MASKS) }] };
    case 2:
      return { tipo: 'memorando', rotulo, ajuda: 'Descreva com detalhes.', mapeamento: name, validadores: [{ tipo: 'naoVazio' }] };
    case 3:
      return { tipo: 'caixaDeSelecao', rotulo, opcoes: selectOptions(i), mapeamento: name, validadores: [{ tipo: 'naoVazio' }] };
    case 4:
      return {
        tipo: 'caixaDeChecagem',
        rotulo,
        opcoes: [0, 1].map((o) => ({ texto: `Marque ${o}`, valor: `m${o}`, mapeamento: `${name}_${o}` })),
      };
    case 5:
      return { tipo: 'texto', texto: `Leia com atenção: ${pick(random, WORDS)}.` };
    case 6:
      return { tipo: 'caixaDeAnexo', rotulo, opcoes: { titulo: 'Anexos', minimo: 0, maximo: 2, extensoes: ['pdf', 'png'] } };
    default:
      return {
        tipo: 'tabela',
        opcoes: {
          rotulo,
          mapeamento: name,
          minimo: 1,
          maximo: 3,
          campos: {
            patrimonio: { tipo: 'caixaDeTexto', rotulo: 'Patrimônio', validadores: [{ tipo: 'simples', formato: 'int' }] },
            sala: { tipo: 'caixaDeSelecao', rotulo: 'Sala', opcoes: selectOptions(i) },
          },
        },
      };
  }
}

function isSelect(name: string, campos: Record<string, Field>): boolean {
  return campos[name]?.tipo === 'caixaDeSelecao';
}

function makeForm(random: Random, i: number, count: number): FormScreen {
  const campos: Record<string, Field> = {};
  const fieldCount = int(random, 1, 4);
  for (let k = 0; k < fieldCount; k += 1) campos[`c${i}_${k}`] = makeField(random, i, k);
  const select = Object.keys(campos).find((name) => isSelect(name, campos));
  const condition: Condition | undefined = select
    ? {
        tipo: 'simples',
        comparador: '=',
        operando1: { tipo: 'variavel', campo: `${select}.valor` },
        operando2: { tipo: 'constante', classe: 'string', valor: 'v1' },
      }
    : undefined;
  const atribuicoes: Assignment[] = [
    { propriedade: 'assunto', operando: { tipo: 'interpolacao', valor: `Tela ${i}: ${Object.keys(campos).map((n) => `\${${n}}`).join(' ')}` } },
    { propriedade: 'fila', operando: { tipo: 'mapeamento', mapa: 'filas', chave: `fila-${i}` } },
  ];
  if (condition) {
    atribuicoes.push({ propriedade: 'prioridade', operando: { tipo: 'constante', classe: 'string', valor: '3 Normal' }, condicao: condition });
  }
  const next = i + 1 < count ? screenName(i + 1) : '#final';
  return {
    tipo: 'formulario',
    titulo: `Formulário ${i} sobre ${pick(random, WORDS)}`,
    campos,
    atribuicoes,
    fluxos: [...(condition ? [{ tela: target(random, i, count), condicao: condition }] : []), { tela: next }],
  };
}

function makeScreen(random: Random, i: number, count: number): Screen {
  const next = i + 1 < count ? screenName(i + 1) : '#final';
  const kind = random();
  // The last screen leads only to '#final': as an options screen every option would go there.
  if (kind < 0.4 && next !== '#final') {
    const opcoes: Record<string, string> = { [`Seguir ${i}`]: next };
    for (let o = 1; o < int(random, 2, 4); o += 1) opcoes[`Alternativa ${i}.${o}`] = target(random, i, count);
    return { tipo: 'opcoes', pergunta: `Pergunta ${i} sobre ${pick(random, WORDS)}?`, opcoes };
  }
  if (kind < 0.6) {
    const fonte = pick(random, ['youtube', 'otrs', 'link'] as const);
    return {
      tipo: 'tutorial',
      fonte,
      url: TUTORIAL_URLS[fonte](i),
      telaSim: target(random, i, count),
      telaNao: next,
      atribuicoes: [{ propriedade: 'servico', operando: { tipo: 'constante', classe: 'string', valor: `tutorial ${i}` } }],
    };
  }
  return makeForm(random, i, count);
}

/**
 * A valid tree of `screens` screens (`t0` … `t{n-1}`), the same for the same seed. Screens carry no
 * `nome` (the parser fills it from the key), so the tree serialises as an author would write it.
 * @example generateTree({ screens: 1000, seed: 1 })
 */
export function generateTree({ screens, seed = 1 }: { screens: number; seed?: number }): Tree {
  const random = createRandom(seed);
  const telas: Record<string, Screen> = {};
  for (let i = 0; i < screens; i += 1) telas[screenName(i)] = makeScreen(random, i, screens);
  return {
    nome: `Árvore gerada ${screens}/${seed}`,
    descricao: 'Árvore gerada para testes e medições.',
    tags: ['gerada'],
    inicial: screenName(0),
    telas,
  };
}

function attachment(i: number): AttachmentFile {
  return { filename: `arquivo-${i}.pdf`, contentType: 'application/pdf', content: 'JVBERi0=', size: 5 };
}

/** Values that pass every validator of a generated form screen. */
export function validValues(screen: FormScreen, random: Random): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(screen.campos)) {
    switch (field.tipo) {
      case 'caixaDeTexto': {
        const mask = field.validadores?.find((v) => v.tipo === 'mascara');
        // Slots refuse what does not fit, so letters then digits fill any of the masks above.
        values[name] = mask?.tipo === 'mascara' ? applyMask(mask.mascara, `abcdef${'9'.repeat(20)}`) : String(int(random, 0, 999));
        break;
      }
      case 'memorando':
        values[name] = `linha 1\nlinha ${int(random, 2, 9)}`;
        break;
      case 'caixaDeSelecao':
        values[name] = pick(random, Array.isArray(field.opcoes) ? field.opcoes : []);
        break;
      case 'caixaDeChecagem':
        values[name] = field.opcoes.filter(() => random() < 0.5).map((option) => option.valor);
        break;
      case 'caixaDeAnexo':
        values[name] = Array.from({ length: int(random, 0, 2) }, (_, k) => attachment(k));
        break;
      case 'tabela':
        values[name] = Array.from({ length: int(random, 1, 3) }, () => ({
          patrimonio: String(int(random, 1, 99999)),
          sala: { texto: 'Sala', valor: 'v0' },
        }));
        break;
      default:
        break;
    }
  }
  return values;
}
