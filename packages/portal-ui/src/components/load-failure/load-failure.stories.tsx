import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContainer } from '../../stories/in-container';
import { usageOf, usageParameters } from '../../stories/usage';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { LoadFailure } from './load-failure';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Avisos/Falha ao carregar · LoadFailure · erro',
  id: 'feedback-loadfailure',
  component: LoadFailure,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.loadFailure),
  args: { message: 'Não foi possível carregar os chamados.', onRetry: fn() },
  decorators: [inContainer],
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No lugar do conteúdo que não carregou: a mensagem ('Não foi possível carregar os chamados.') e
 * 'Tentar novamente'.
 */
export const WithRetry: Story = {
  name: 'Com nova tentativa',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Só a mensagem, sem 'Tentar novamente' (quando não há como pedir de novo). */
export const WithoutRetry: Story = { name: 'Sem nova tentativa', args: { onRetry: undefined } };

/**
 * Uma mensagem comprida num telefone de 375 px: o texto quebra em linhas e 'Tentar novamente' fica
 * abaixo dele.
 */
export const LongContent: Story = {
  name: 'Texto longo, no telefone (375 px)',
  globals: PHONE_GLOBALS,
  args: { message: 'Não foi possível carregar as estatísticas desta árvore, porque o servidor demorou demais para responder. Verifique a sua conexão e tente de novo daqui a alguns minutos.' },
};
