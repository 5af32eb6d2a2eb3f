import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../link/story-link';
import { ErrorPage } from './error-page';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.errorPage),
  args: { homeHref: '/', LinkComponent: StoryLink, kind: 'not-found' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Página não encontrada (/404 e qualquer endereço desconhecido). */
export const NotFound: Story = {};

/** Requisição inválida (/400). */
export const BadRequest: Story = { args: { kind: 'bad-request' } };

/** Sem permissão (/403). */
export const Forbidden: Story = { args: { kind: 'forbidden' } };

/** Problema nos servidores (/500). */
export const ServerError: Story = { args: { kind: 'server-error' } };

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
