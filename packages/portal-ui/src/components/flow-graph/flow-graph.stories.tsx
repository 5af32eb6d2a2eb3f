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

/** A screen nobody reaches and one that never ends. */
export const WithProblems: Story = {
  args: {
    text: `nome: Teste
inicial: a
telas:
  a:
    tipo: opcoes
    pergunta: Começo
    opcoes: { Fim: '#final' }
  sobra:
    tipo: opcoes
    pergunta: Ninguém chega aqui
    opcoes: { Volta: sobra }
`,
  },
};

/** Text that is not a tree yet. */
export const NotATree: Story = { args: { text: 'nome: [' } };
