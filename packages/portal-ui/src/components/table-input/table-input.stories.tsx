import type { TableField } from '@chamados/tree-engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lists } from '../attendance-view/walk.fixture';
import { StatefulField } from '../form-field/stateful-field';
import { TableInput } from './table-input';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { fieldErrorText } from '../../messages/field-error-text';
import { usageOf, usageParameters } from '../../stories/usage';

const field: TableField = {
  tipo: 'tabela',
  opcoes: {
    rotulo: 'Computadores que receberão o programa',
    ajuda: 'Um item por computador; o patrimônio está na etiqueta prateada do gabinete.',
    minimo: 1,
    maximo: 3,
    campos: {
      patrimonio: { tipo: 'caixaDeTexto', rotulo: 'Patrimônio', validadores: [{ tipo: 'naoVazio' }, { tipo: 'mascara', mascara: '######' }] },
      predio: { tipo: 'caixaDeSelecao', rotulo: 'Prédio', opcoes: { chave: 'predios' }, validadores: [{ tipo: 'naoVazio' }] },
      sala: { tipo: 'caixaDeTexto', rotulo: 'Sala' },
    },
  },
};

const rows = [
  { patrimonio: '104233', predio: { texto: 'Pavilhão de Aulas B', valor: 'pvb' }, sala: '210' },
  { patrimonio: '104234', predio: { texto: 'Centro de Ciências Biológicas', valor: 'ccb' }, sala: 'Laboratório 3' },
  { patrimonio: '104235', predio: { texto: 'Pavilhão de Aulas A', valor: 'pva' }, sala: '' },
];

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Campos/Tabela de preenchimento · TableInput · tabela',
  id: 'walk-fields-tableinput',
  component: TableInput,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.tableInput),
  args: { name: 'computadores', field, value: [], lists, onChange: fn() },
  render: (args) => <StatefulField initial={args.value}>{(value, onChange) => <TableInput {...args} value={value} onChange={onChange} />}</StatefulField>,
  decorators: [(Story) => <WalkStoryFrame maxWidth={720}><Story /></WalkStoryFrame>],
} satisfies Meta<typeof TableInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nenhum item ainda: 'Nenhum item adicionado.', os limites (mínimo e máximo de itens) e 'Adicionar
 * item'.
 */
export const Empty: Story = { name: 'Sem itens' };

/** Itens embaixo dos nomes das colunas, cada um com os botões de editar e excluir. */
export const WithRows: Story = { name: 'Com itens', args: { value: rows.slice(0, 2) } };

/** No máximo de itens (três): 'Adicionar item' fica desabilitado. */
export const Full: Story = { name: 'Cheia', args: { value: rows } };

/** Os erros da tabela: menos itens que o mínimo e um patrimônio fora do formato. */
export const Invalid: Story = {
  name: 'Com erros',
  args: {
    value: [{ ...rows[0], patrimonio: '1042' }],
    error: fieldErrorText({ code: 'tableMin', params: { minimo: 2 } }),
    rowErrors: { 'computadores.0.patrimonio': { code: 'maskFormat', params: { mascara: '######' } } },
  },
};

/** O diálogo 'Novo item': 'Salvar' com os campos obrigatórios vazios mostra o erro em cada um. */
export const ItemDialog: Story = {
  name: 'Diálogo do item',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar item' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Novo item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(within(dialog).getAllByText(fieldErrorText({ code: 'required', params: {} }))).toHaveLength(2);
  },
};

/** Excluir pergunta antes: 'Deseja realmente excluir este item?'. */
export const ConfirmDelete: Story = {
  name: 'Excluir item',
  args: { value: rows.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir item 2' }));
    await expect(within(canvasElement.ownerDocument.body).getByText('Deseja realmente excluir este item?')).toBeVisible();
  },
};

/** Desabilitada enquanto o portal processa a tela: os itens aparecem, e nenhum botão age. */
export const Disabled: Story = { name: 'Desabilitada', args: { value: rows.slice(0, 2), disabled: true } };
