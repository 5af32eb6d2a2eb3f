import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseTree } from '@chamados/tree-engine';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { treeWithMistake, validTreeText } from './tree-form.fixture';
import { TreeFormView, type TreeFormViewProps } from './tree-form-view';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

/** The form with its text and log kept in state, as the app keeps them. */
function LiveForm(props: TreeFormViewProps) {
  const [text, setText] = useState(props.text);
  const [diagnostics, setDiagnostics] = useState(props.diagnostics);
  return <TreeFormView {...props} text={text} onTextChange={setText} diagnostics={diagnostics} onDiagnostics={setDiagnostics} dirty={text !== props.text} />;
}

const meta = {
  title: 'Admin/TreeFormView',
  component: TreeFormView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeForm),
  render: (args) => <LiveForm {...args} />,
  args: {
    isNew: false,
    name: 'Impressora',
    onNameChange: fn(),
    text: validTreeText,
    onTextChange: fn(),
    diagnostics: [],
    onDiagnostics: fn(),
    launched: false,
    dirty: false,
    backHref: '/admin',
    docHref: '/admin/arvore/doc',
    onSave: fn(),
    onCancel: fn(),
    onTest: fn(),
    onLaunch: fn(),
    onDisable: fn(),
    onDelete: fn(),
    onRestore: fn(),
  },
  decorators: [inContainer],
} satisfies Meta<typeof TreeFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved draft, not launched. */
export const Draft: Story = {};

/** A new tree: only Testar and Salvar act. */
export const New: Story = { args: { isNew: true, name: 'Nova Árvore', text: '' } };

/** A launched tree: Restaurar and Desabilitar act, Apagar does not. */
export const Launched: Story = { args: { launched: true, notice: { kind: 'success', text: 'Árvore salva com sucesso!' } } };

/** A misspelt key: the squiggle, the fix action and the Log de Erros line. */
export const WithMistake: Story = { args: { text: treeWithMistake, diagnostics: parseTree(treeWithMistake).diagnostics } };

/** The name is taken. */
export const NameTaken: Story = { args: { nameError: 'Já existe uma árvore com este nome' } };

/** O `nome` do texto difere do Nome: o aviso sob o Nome, com a correção num clique para um lado ou outro. */
export const NameDiffers: Story = { name: 'Nome diferente no texto', args: { name: 'Impressoras do DTI' } };

/** O servidor recusou o lançamento: o motivo dele num diálogo de falha sobre o formulário. */
export const LaunchRefused: Story = {
  name: 'Lançamento recusado',
  args: { notice: { kind: 'error', text: 'Erro ao lançar árvore!', reason: 'O texto da árvore tem 600 KB e passa do limite de 512 KB. Divida-a em árvores menores ou encurte os textos.' } },
};

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
