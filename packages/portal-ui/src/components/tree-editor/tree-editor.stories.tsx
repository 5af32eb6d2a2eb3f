import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { inContainer } from '../../stories/in-container';
import { usageOf, usageParameters } from '../../stories/usage';
import { treeWithMistake, validTreeText } from '../tree-form/tree-form.fixture';
import { TreeEditor, type TreeEditorProps } from './tree-editor';

/** The editor with its text kept in state, as the form keeps it. */
function LiveEditor(props: TreeEditorProps) {
  const [text, setText] = useState(props.value);
  return (
    <div className="ch-tree-editor">
      <TreeEditor {...props} value={text} onChange={(next) => { setText(next); props.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Admin/TreeEditor',
  component: TreeEditor,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeEditor),
  args: { value: validTreeText, label: 'Texto da árvore (YAML)', onChange: fn(), onDiagnostics: fn() },
  render: (args) => <LiveEditor {...args} />,
  decorators: [inContainer],
} satisfies Meta<typeof TreeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma árvore válida: cores do YAML, números de linha e dobras. */
export const Valid: Story = {};

/** Uma chave com erro de digitação: sublinhada, com a correção sugerida ('pergunta'). */
export const WithMistake: Story = {
  args: { value: treeWithMistake },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDiagnostics).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ severity: 'error', line: 7 })])), { timeout: 5000 });
  },
};

/** Só leitura (uma versão antiga): o texto pode ser lido e rolado, não alterado. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Texto da árvore (YAML)' })).toHaveAttribute('contenteditable', 'false');
  },
};

/** Linhas longas quebram em vez de rolar para o lado. */
export const LineWrapping: Story = { args: { lineWrapping: true } };
