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
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Editor da árvore · TreeEditor · yaml, código',
  id: 'admin-treeeditor',
  component: TreeEditor,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeEditor),
  args: { value: validTreeText, label: 'Texto da árvore (YAML)', onChange: fn(), onDiagnostics: fn() },
  render: (args) => <LiveEditor {...args} />,
  decorators: [inContainer],
} satisfies Meta<typeof TreeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Uma árvore válida (a da impressora): as cores do YAML, os números de linha e, na margem, as
 * setas que recolhem e abrem cada trecho.
 */
export const Valid: Story = { name: 'Árvore válida' };

/**
 * Na linha 7, 'pergunt' no lugar de 'pergunta': a chave fica sublinhada de vermelho e, ao passar o
 * mouse, aparecem a mensagem, que pergunta se você quis dizer "pergunta", e o botão 'Corrigir:
 * pergunta'.
 */
export const WithMistake: Story = {
  name: 'Chave com erro de digitação',
  args: { value: treeWithMistake },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDiagnostics).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ severity: 'error', line: 7 })])));
  },
};

/** Só leitura, como numa versão antiga: o texto pode ser lido, selecionado e rolado, mas não alterado. */
export const ReadOnly: Story = {
  name: 'Só leitura',
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Texto da árvore (YAML)' })).toHaveAttribute('contenteditable', 'false');
  },
};

/**
 * Com a quebra de linha ligada: uma linha mais larga que o editor continua embaixo, em vez de o
 * texto rolar para o lado. As linhas desta árvore são curtas: num telefone, a linha 2 já quebra.
 */
export const LineWrapping: Story = { name: 'Quebra de linha', args: { lineWrapping: true } };
