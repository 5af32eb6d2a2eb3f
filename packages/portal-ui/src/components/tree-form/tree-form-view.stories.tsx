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
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Formulário da árvore · TreeFormView · formulario',
  id: 'admin-treeformview',
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
    statsHref: '/admin/arvore/1/estatisticas',
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

/**
 * 'Editar Árvore' de uma árvore salva e 'Não lançada': 'Testar Árvore', 'Lançar Árvore' e
 * 'Apagar' agem; 'Restaurar Árvore' e 'Desabilitar' ficam apagados, pois só valem para uma árvore
 * lançada.
 */
export const Draft: Story = { name: 'Rascunho' };

/**
 * 'Nova Árvore', ainda sem texto: o 'Log de Erros' lembra que uma árvore precisa de nome, inicial e
 * telas, e só 'Cancelar' e 'Salvar' agem; não há o que testar, apagar nem restaurar.
 */
export const New: Story = { name: 'Árvore nova', args: { isNew: true, name: 'Nova Árvore', text: '' } };

/**
 * Uma árvore 'Lançada', logo depois de salva: 'Árvore salva com sucesso!' acima dos botões.
 * 'Restaurar Árvore' e 'Desabilitar' agem; 'Apagar' não, porque uma árvore lançada precisa ser
 * desabilitada antes.
 */
export const Launched: Story = { name: 'Lançada', args: { launched: true, notice: { kind: 'success', text: 'Árvore salva com sucesso!' } } };

/**
 * Uma chave com erro de digitação ('pergunt'): o sublinhado no editor e, no 'Log de Erros', '1
 * erro, nenhum aviso' com a linha, a coluna e a mensagem. 'Testar Árvore' e 'Lançar Árvore' esperam
 * a correção.
 */
export const WithMistake: Story = { name: 'Erro no texto', args: { text: treeWithMistake, diagnostics: parseTree(treeWithMistake).diagnostics } };

/** O Nome já é de outra árvore: 'Já existe uma árvore com este nome' sob o campo, e 'Salvar' espera. */
export const NameTaken: Story = { name: 'Nome já usado', args: { nameError: 'Já existe uma árvore com este nome' } };

/**
 * O Nome ('Impressoras do DTI') difere do nome escrito no texto ('Impressora'): o aviso sob o Nome,
 * com 'Usar “Impressoras do DTI” no texto' e 'Usar “Impressora” como Nome' para acertar num clique,
 * e a mesma diferença como aviso no 'Log de Erros'.
 */
export const NameDiffers: Story = { name: 'Nome diferente no texto', args: { name: 'Impressoras do DTI' } };

/**
 * O servidor recusou o lançamento: sobre o formulário, o diálogo de falha 'Erro ao lançar árvore!'
 * com o motivo que o servidor deu e 'Fechar'.
 */
export const LaunchRefused: Story = {
  name: 'Lançamento recusado',
  args: { notice: { kind: 'error', text: 'Erro ao lançar árvore!', reason: 'O texto da árvore tem 600 KB e passa do limite de 512 KB. Divida-a em árvores menores ou encurte os textos.' } },
};

/**
 * O formulário num telefone de 375 px: o cabeçalho, o Nome e as ferramentas empilhados, e a barra
 * de ações, presa ao pé da tela, numa linha só que rola para o lado.
 */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
