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

/** The Wi-Fi demo tree: options, tutorials and a form. */
export const WifiTree: Story = {};

/** A screen nobody reaches and leads only to itself (a loop), and an option to a screen that does not exist. */
export const WithProblems: Story = {
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

/** A form's flows: 'fluxo 1' when its condition holds, 'senão' otherwise. */
export const FormFlows: Story = {
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

/** 200 screens: drawn (laid out in a worker), fitted to the panel; zoom and pan to read it. */
export const BigTree: Story = {
  args: {
    text: `nome: Grande\ninicial: t0\ntelas:\n${Array.from(
      { length: 200 },
      (_, i) => `  t${i}:\n    tipo: opcoes\n    pergunta: Pergunta ${i}\n    opcoes: { Seguir: ${i < 199 ? `t${i + 1}` : "'#final'"}, Sair: '#final' }\n`,
    ).join('')}`,
  },
};

/** Text that is not a tree yet. */
export const NotATree: Story = { args: { text: 'nome: [' } };
