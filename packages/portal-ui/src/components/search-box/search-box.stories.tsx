import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from './search-box';
import { usageOf, usageParameters } from '../../stories/usage';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';

function Labelled(props: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(props.value);
  return (
    <div className="ch-field" style={{ maxWidth: 480 }}>
      <label htmlFor={id} className="ch-field__label">
        Buscar na fila
      </label>
      <SearchBox
        {...props}
        id={id}
        value={text}
        onValueChange={(next) => {
          setText(next);
          props.onValueChange(next);
        }}
        onClear={() => {
          setText('');
          props.onClear();
        }}
      />
    </div>
  );
}

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Base/Caixa de busca · SearchBox · pesquisa, buscar, search',
  id: 'base-searchbox',
  component: SearchBox,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.searchBox),
  args: { id: 'busca', value: '', placeholder: 'Palavras ou número do chamado', onValueChange: fn(), onClear: fn() },
  render: (args) => <Labelled {...args} />,
  decorators: [
    (Story) => (
      <main className="ch-container" style={{ paddingBlock: 16 }}>
        <h1 className="ch-visually-hidden">Central de Atendimento</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A caixa vazia: só a lupa e o exemplo do que se pode buscar. */
export const Empty: Story = { name: 'Vazia' };

/** Com texto: aparece 'Limpar busca', que esvazia a caixa e devolve o foco a ela. */
export const WithText: Story = {
  name: 'Com texto',
  args: { value: 'eduroam' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar na fila' })).toHaveFocus();
  },
};

/**
 * Um texto mais comprido que a caixa num telefone de 375 px: o texto rola dentro do campo e
 * 'Limpar busca' continua à vista.
 */
export const LongContent: Story = {
  name: 'Texto longo, no telefone (375 px)',
  globals: PHONE_GLOBALS,
  args: { value: 'impressora do laboratório de informática do pavilhão de aulas B não imprime frente e verso' },
};
