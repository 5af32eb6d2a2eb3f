import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CannedReplyForm } from './canned-reply-form';
import { cannedRepliesFixture } from '../agent-ticket/agent-ticket.fixture';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Formulário de resposta pronta · CannedReplyForm · formulario',
  id: 'administração-cannedreplyform',
  component: CannedReplyForm,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.cannedReplyForm),
  args: { title: 'Nova resposta pronta', limits: { titulo: 200, corpo: 20_000 }, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof CannedReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma resposta pronta nova, em branco. */
export const New: Story = { name: 'Nova' };

/** Editando uma resposta pronta que já existe. */
export const Editing: Story = { name: 'Editando', args: { title: 'Editar “Saudação”', initial: cannedRepliesFixture[0] } };

/** Salvando: os campos esperam. */
export const Saving: Story = { name: 'Salvando', args: { initial: cannedRepliesFixture[0], saving: true } };
