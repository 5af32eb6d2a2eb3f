import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewRequest } from './preview-request.fixture';
import { TicketRequestPreview } from './ticket-request-preview';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Prévia do pedido · TicketRequestPreview · previa',
  id: 'admin-ticketrequestpreview',
  component: TicketRequestPreview,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.ticketRequestPreview),
  args: { closed: false, request: previewRequest },
} satisfies Meta<typeof TicketRequestPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * O fim de um teste de árvore: 'Chamado que seria aberto (nenhum chamado é criado no teste)', como
 * a equipe o leria. As perguntas e respostas em 'Propriedades', a tabela 'Pontos de rede', os
 * 'Anexos' e, recolhidos, os 'Dados para a equipe de atendimento' e os 'Valores enviados ao
 * sistema de chamados (propriedades)'.
 */
export const Open: Story = { name: 'Chamado que seria aberto' };

/**
 * Um tutorial resolveu o problema: sob o título, 'O chamado seria registrado já fechado (problema
 * resolvido pelo tutorial).'
 */
export const Closed: Story = { name: 'Resolvido pelo tutorial', args: { closed: true } };
