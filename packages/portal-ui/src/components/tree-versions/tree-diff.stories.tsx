import type { Meta, StoryObj } from '@storybook/react-vite';
import { TreeDiff } from './tree-diff';
import { usageOf, usageParameters } from '../../stories/usage';

const before = `titulo: Rede sem fio
telaInicial: rede
telas:
  rede:
    tipo: opcoes
    titulo: Qual rede você usa?
    opcoes:
      - texto: eduroam
        proximaTela: fim
`;
const after = `titulo: Rede sem fio
telaInicial: rede
telas:
  rede:
    tipo: opcoes
    titulo: Qual rede sem fio você está tentando usar?
    opcoes:
      - texto: eduroam
        proximaTela: fim
      - texto: Outra rede ou não sei
        proximaTela: fim
`;

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Administração/Comparação de versões · TreeDiff · diff, diferenças, comparar',
  component: TreeDiff,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeDiff),
  args: { left: before, right: after, leftLabel: 'Versão 2', rightLabel: 'Rascunho' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TreeDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pergunta mudou e uma opção entrou. */
export const Changed: Story = { name: 'Com diferenças' };

/** Duas versões iguais. */
export const Same: Story = { name: 'Sem diferenças', args: { right: before } };
