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
  title: 'Walk/Fields/TableInput',
  component: TableInput,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.tableInput),
  args: { name: 'computadores', field, value: [], lists, onChange: fn() },
  render: (args) => <StatefulField initial={args.value}>{(value, onChange) => <TableInput {...args} value={value} onChange={onChange} />}</StatefulField>,
  decorators: [(Story) => <WalkStoryFrame maxWidth={720}><Story /></WalkStoryFrame>],
} satisfies Meta<typeof TableInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No item yet. */
export const Empty: Story = {};

/** Items listed under the column labels, each with edit and delete. */
export const WithRows: Story = { args: { value: rows.slice(0, 2) } };

/** At maximo, 'Adicionar item' is disabled. */
export const Full: Story = { args: { value: rows } };

/** The engine's errors: the count and a bad cell. */
export const Invalid: Story = {
  args: {
    value: [{ ...rows[0], patrimonio: '1042' }],
    error: fieldErrorText({ code: 'tableMin', params: { minimo: 2 } }),
    rowErrors: { 'computadores.0.patrimonio': { code: 'maskFormat', params: { mascara: '######' } } },
  },
};

/** The item dialog, with its validation. */
export const ItemDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar item' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Novo item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(within(dialog).getAllByText(fieldErrorText({ code: 'required', params: {} }))).toHaveLength(2);
  },
};

/** Deleting asks first. */
export const ConfirmDelete: Story = {
  args: { value: rows.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir item 2' }));
    await expect(within(canvasElement.ownerDocument.body).getByText('Deseja realmente excluir este item?')).toBeVisible();
  },
};
