import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, IconButton } from './button';
import { usageOf, usageParameters } from '../../stories/usage';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Base/Botão · Button · botao',
  id: 'base-button',
  component: Button,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.button),
  args: { children: 'Salvar', variant: 'primary' },
  decorators: [(Story) => <div style={{ padding: 16, display: 'flex', gap: 8, flexWrap: 'wrap' }}><Story /></div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ação principal de uma tela: uma só por tela. */
export const Primary: Story = { name: 'Principal' };

/** Qualquer outra ação, como 'Cancelar'. */
export const Secondary: Story = { name: 'Secundário', args: { variant: 'secondary', children: 'Cancelar' } };

/** Algo que não se desfaz, como apagar. */
export const Danger: Story = { name: 'Perigo', args: { variant: 'danger', icon: 'trash', children: 'Apagar' } };

/**
 * Uma ação discreta, quase sempre só com ícone numa linha de itens (subir, descer, apagar item).
 */
export const Ghost: Story = { name: 'Fantasma', args: { variant: 'ghost', icon: 'copy', children: 'Copiar' } };

/** Indisponível até a regra ser cumprida (por exemplo, 'Enviar' sem assunto). */
export const Disabled: Story = { name: 'Desabilitado', args: { disabled: true, children: 'Enviar' } };

/**
 * Botões só com ícone: cada um tem um nome, lido pelo leitor de tela e mostrado como dica ao
 * passar o mouse. 'Descer' está desabilitado.
 */
export const IconOnly: Story = {
  name: 'Só ícone',
  render: () => (
    <>
      <IconButton icon="arrow-up" label="Subir" />
      <IconButton icon="arrow-down" label="Descer" disabled />
      <IconButton icon="trash" label="Apagar item" variant="danger" />
    </>
  ),
};

/**
 * Um texto comprido num telefone de 375 px: o botão quebra o texto em linhas dentro da coluna, sem
 * cortar nem empurrar a página para o lado.
 */
export const LongContent: Story = {
  name: 'Texto longo, no telefone (375 px)',
  globals: PHONE_GLOBALS,
  args: { children: 'Salvar a minha versão por cima da que outra pessoa salvou agora há pouco', variant: 'secondary' },
};
