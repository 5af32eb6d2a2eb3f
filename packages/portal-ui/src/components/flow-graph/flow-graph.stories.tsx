import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleTrees } from '@chamados/tree-engine';
import { fn } from 'storybook/test';
import { FlowGraph } from './flow-graph';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Admin/FlowGraph',
  component: FlowGraph,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.flowGraph),
  args: { text: exampleTrees.find((tree) => tree.file === 'wifi-eduroam.yaml')!.yaml, onSelectScreen: fn() },
} satisfies Meta<typeof FlowGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A árvore de exemplo 'Rede sem fio (Wi-Fi e eduroam)': cada tela numa caixa com o seu nome e o
 * tipo ('opções', 'tutorial', 'formulário'), as setas com o texto de cada opção ou 'Sim' e 'Não'
 * nos tutoriais, e os fins em verde. Um clique numa caixa leva ao texto da tela.
 */
export const WifiTree: Story = { name: 'Árvore do Wi-Fi' };

/**
 * Os problemas marcados em cor e em palavras: a opção 'Ajuda' leva a uma 'tela inexistente'
 * (contorno vermelho tracejado); a tela 'sobra', que ninguém alcança, é 'inalcançável' (cinza e
 * tracejada) e, como as suas opções só voltam para ela mesma, também 'sem saída' (borda vermelha).
 */
export const WithProblems: Story = {
  name: 'Com problemas',
  args: {
    text: `nome: Teste
inicial: a
telas:
  a:
    tipo: opcoes
    pergunta: Começo
    opcoes: { Fim: '#final', Ajuda: ajuda-que-nao-existe }
  sobra:
    tipo: opcoes
    pergunta: Ninguém chega aqui
    opcoes: { Volta: sobra, Outra vez: sobra }
`,
  },
};

/**
 * Os caminhos de um formulário: 'fluxo 1' quando a sua condição vale, 'senão' nos outros casos. O
 * tutorial segue por 'Sim' ou 'Não', e o último formulário, sem condições, vai 'sempre' ao fim.
 */
export const FormFlows: Story = {
  name: 'Fluxos de um formulário',
  args: {
    text: `nome: Fluxos
inicial: dados
telas:
  dados:
    tipo: formulario
    titulo: Dados
    campos:
      vinculo:
        tipo: caixaDeSelecao
        rotulo: Vínculo
        opcoes: [{ texto: Aluno, valor: aluno }, { texto: Servidor, valor: servidor }]
    fluxos:
      - tela: aluno
        condicao: { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: vinculo.valor }, operando2: { tipo: constante, classe: string, valor: aluno } }
      - tela: servidor
  aluno:
    tipo: tutorial
    fonte: link
    url: https://www.ufv.br/ajuda
    telaSim: '#final'
    telaNao: servidor
  servidor:
    tipo: formulario
    titulo: Descreva
    campos:
      texto:
        tipo: memorando
        rotulo: Descrição
`,
  },
};

/**
 * Uma árvore de 200 telas em fila: o desenho abre na tela inicial, num tamanho de leitura. Arrastar
 * ou as setas movem o desenho, 'Afastar' e 'Aproximar' mudam o zoom, e 'Ajustar ao painel' mostra a
 * árvore inteira, que de tão longe fica só com as formas.
 */
export const BigTree: Story = {
  name: 'Árvore grande (200 telas)',
  args: {
    text: `nome: Grande\ninicial: t0\ntelas:\n${Array.from(
      { length: 200 },
      (_, i) => `  t${i}:\n    tipo: opcoes\n    pergunta: Pergunta ${i}\n    opcoes: { Seguir: ${i < 199 ? `t${i + 1}` : "'#final'"}, Sair: '#final' }\n`,
    ).join('')}`,
  },
};

/**
 * Um texto que ainda não é uma árvore (um colchete sem fechamento): no lugar do desenho, 'Corrija
 * os erros para ver o fluxo.', e os botões de zoom ficam apagados.
 */
export const NotATree: Story = { name: 'Texto que ainda não é árvore', args: { text: 'nome: [' } };
