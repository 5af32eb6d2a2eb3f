import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../link/story-link';
import { ErrorPage } from './error-page';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Páginas/Página de erro · ErrorPage · 404, erro',
  id: 'pages-errorpage',
  component: ErrorPage,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.errorPage),
  args: { homeHref: '/', LinkComponent: StoryLink, kind: 'not-found' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Página não encontrada: um endereço que não existe. */
export const NotFound: Story = { name: 'Página não encontrada' };

/** Requisição inválida: o portal não conseguiu processar o pedido (erro 400). */
export const BadRequest: Story = { name: 'Requisição inválida', args: { kind: 'bad-request' } };

/** Sem permissão: a pessoa entrou, mas a página não é para ela (erro 403). */
export const Forbidden: Story = { name: 'Sem permissão', args: { kind: 'forbidden' } };

/** Problema nos servidores (erro 500): o pedido para tentar mais tarde. */
export const ServerError: Story = { name: 'Problema nos servidores', args: { kind: 'server-error' } };

/** Página não encontrada num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
