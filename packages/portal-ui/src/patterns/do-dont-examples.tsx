import type { CheckboxField, SelectField, TextBoxField } from '@chamados/tree-engine';
import { useId, useState } from 'react';
import { lists } from '../components/attendance-view/walk.fixture';
import { Button } from '../components/button/button';
import { CheckboxGroup } from '../components/checkbox-group/checkbox-group';
import { problemsField } from '../components/checkbox-group/checkbox-group.fixture';
import { ConfirmDialog } from '../components/dialog/confirm-dialog';
import { DialogsInPlace } from '../components/dialog/dialogs-in-place';
import { FieldShell } from '../components/field-shell/field-shell';
import { StatefulField } from '../components/form-field/stateful-field';
import { Anchor } from '../components/link/link-component';
import { LoadingIndicator } from '../components/loading-indicator/loading-indicator';
import { Pagination } from '../components/pagination/pagination';
import { SearchBox } from '../components/search-box/search-box';
import { SelectInput } from '../components/select-input/select-input';
import { TextBoxInput } from '../components/text-input/text-box-input';
import { DoDont } from './do-dont';

// The 'Faça / Não faça' pairs of the ten components the portal uses most ('Padrões/Faça e não
// faça'), each side drawn with the real component in a state worth comparing.

const noop = () => undefined;

export function ButtonDoDont() {
  return (
    <DoDont
      faca={
        <div className="ch-do-dont__row">
          <Button>Cancelar</Button>
          <Button variant="primary">Criar Chamado</Button>
        </div>
      }
      porqueFaca="Um só botão principal por área, por último, com um verbo que diz o que acontece."
      naoFaca={
        <div className="ch-do-dont__row">
          <Button variant="primary">Não</Button>
          <Button variant="primary">Ok</Button>
          <Button variant="primary">Clique aqui</Button>
        </div>
      }
      porqueNaoFaca="Vários botões principais disputam a atenção, e 'Ok' ou 'Clique aqui' não dizem o que fazem."
    />
  );
}

const phoneField: TextBoxField = { tipo: 'caixaDeTexto', rotulo: 'Celular', ajuda: 'Com DDD, para o técnico ligar se precisar.', validadores: [{ tipo: 'naoVazio' }, { tipo: 'mascara', mascara: '(##) #####-####' }] };
const vagueField: TextBoxField = { tipo: 'caixaDeTexto', rotulo: 'Dados', validadores: [{ tipo: 'naoVazio' }] };

export function TextInputDoDont() {
  return (
    <DoDont
      faca={<StatefulField initial="3199">{(value, onChange) => <TextBoxInput name="celular-faca" field={phoneField} value={value} onChange={onChange} error="O campo deverá ter (##) #####-####" />}</StatefulField>}
      porqueFaca="O rótulo é a pergunta, a ajuda dá um exemplo e o erro diz como corrigir."
      naoFaca={<StatefulField initial="3199">{(value, onChange) => <TextBoxInput name="dados-nao-faca" field={vagueField} value={value} onChange={onChange} error="Inválido" />}</StatefulField>}
      porqueNaoFaca="Um rótulo vago sem ajuda deixa a pessoa adivinhando, e 'Inválido' não diz o que mudar."
    />
  );
}

const campusField: SelectField = { tipo: 'caixaDeSelecao', rotulo: 'Campus', opcoes: { chave: 'campi' }, validadores: [{ tipo: 'naoVazio' }] };
const yesNoField: SelectField = {
  tipo: 'caixaDeSelecao',
  rotulo: 'O computador liga?',
  opcoes: [
    { texto: 'Sim', valor: 'sim' },
    { texto: 'Não', valor: 'nao' },
  ],
};

export function SelectDoDont() {
  return (
    <DoDont
      faca={<StatefulField<{ texto: string; valor: string }>>{(value, onChange) => <SelectInput name="campus-faca" field={campusField} list={lists.campi} value={value} onChange={onChange} />}</StatefulField>}
      porqueFaca="Uma lista de seleção para escolher uma entre várias opções conhecidas, que não cabem à vista."
      naoFaca={<StatefulField<{ texto: string; valor: string }>>{(value, onChange) => <SelectInput name="liga-nao-faca" field={yesNoField} value={value} onChange={onChange} />}</StatefulField>}
      porqueNaoFaca="Para duas opções, a lista esconde a escolha atrás de um clique: use uma tela de opções ou caixas de marcação."
    />
  );
}

const exclusiveField: CheckboxField = {
  tipo: 'caixaDeChecagem',
  rotulo: 'Qual o seu vínculo com a universidade?',
  opcoes: [
    { texto: 'Estudante', valor: 'estudante' },
    { texto: 'Servidor', valor: 'servidor' },
    { texto: 'Visitante', valor: 'visitante' },
  ],
};

export function CheckboxGroupDoDont() {
  return (
    <DoDont
      faca={<StatefulField<string[]> initial={['sem-internet']}>{(value, onChange) => <CheckboxGroup name="problemas-faca" field={problemsField} value={value} onChange={onChange} />}</StatefulField>}
      porqueFaca="Caixas de marcação quando a pessoa pode marcar várias opções de uma vez, com uma ajuda que diz isso."
      naoFaca={<StatefulField<string[]> initial={['estudante', 'visitante']}>{(value, onChange) => <CheckboxGroup name="vinculo-nao-faca" field={exclusiveField} value={value} onChange={onChange} />}</StatefulField>}
      porqueNaoFaca="Para opções que se excluem (só se tem um vínculo), as caixas deixam marcar duas: use uma lista de seleção ou uma tela de opções."
    />
  );
}

export function DialogDoDont() {
  return (
    <DialogsInPlace value>
      <DoDont
        faca={<ConfirmDialog open title="Excluir item" message="Deseja realmente excluir este item?" confirmLabel="Excluir" danger onConfirm={noop} onCancel={noop} />}
        porqueFaca="O título diz a ação, a pergunta diz o que se perde, e o botão repete o verbo ('Excluir') em vermelho."
        naoFaca={<ConfirmDialog open title="Atenção" message="Tem certeza?" confirmLabel="Sim" cancelLabel="Não" onConfirm={noop} onCancel={noop} />}
        porqueNaoFaca="'Atenção' e 'Tem certeza?' não dizem o que vai acontecer; 'Sim' e 'Não' obrigam a reler a pergunta."
      />
    </DialogsInPlace>
  );
}

export function LinkDoDont() {
  return (
    <DoDont
      faca={
        <p>
          O chamado foi criado. <Anchor href="#chamados-abertos">Ver os seus chamados abertos</Anchor>
        </p>
      }
      porqueFaca="O texto do link diz para onde ele leva, e faz sentido lido sozinho (leitores de tela listam os links da página)."
      naoFaca={
        <p>
          O chamado foi criado. Para ver os seus chamados, <Anchor href="#chamados-abertos">clique aqui</Anchor>.
        </p>
      }
      porqueNaoFaca="'Clique aqui' fora da frase não diz nada; e um link que faz uma ação (salvar, excluir) deveria ser um botão."
    />
  );
}

function StatefulPagination({ total, pageSizes }: { total: number; pageSizes?: readonly number[] }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pageSizes?.[0] ?? 10);
  return <Pagination page={page} pageSize={pageSize} total={total} onPageChange={setPage} onPageSizeChange={(size) => (setPageSize(size), setPage(1))} pageSizes={pageSizes} />;
}

export function PaginationDoDont() {
  return (
    <DoDont
      faca={<StatefulPagination total={137} />}
      porqueFaca="A paginação embaixo de uma lista longa, dizendo quais itens estão à vista, com os tamanhos de página de sempre."
      naoFaca={<StatefulPagination total={137} pageSizes={[3, 7, 13, 137]} />}
      porqueNaoFaca="Tamanhos de página estranhos, ou uma página com tudo, desfazem o que a paginação promete: achar rápido e carregar pouco."
    />
  );
}

function LabelledSearch({ visibleLabel }: { visibleLabel: boolean }) {
  const id = useId();
  const [text, setText] = useState(visibleLabel ? 'impressora' : '');
  return (
    <div>
      <label htmlFor={id} className={visibleLabel ? undefined : 'ch-visually-hidden'} style={{ display: visibleLabel ? 'block' : undefined, marginBottom: 4 }}>
        Procurar serviço
      </label>
      <SearchBox id={id} value={text} onValueChange={setText} onClear={() => setText('')} placeholder={visibleLabel ? undefined : 'Digite aqui'} />
    </div>
  );
}

export function SearchBoxDoDont() {
  return (
    <DoDont
      faca={<LabelledSearch visibleLabel />}
      porqueFaca="Um rótulo visível diz o que se procura; 'Limpar busca' aparece quando há texto."
      naoFaca={<LabelledSearch visibleLabel={false} />}
      porqueNaoFaca="Um texto de exemplo no lugar do rótulo some ao digitar, e 'Digite aqui' não diz o que a busca encontra."
    />
  );
}

export function FieldShellDoDont() {
  return (
    <DoDont
      faca={
        <FieldShell label="Número do patrimônio" help="Os seis dígitos da etiqueta prateada, por exemplo 012345." required error="Este campo é obrigatório">
          {(control) => <input {...control} className="ch-input" defaultValue="" />}
        </FieldShell>
      }
      porqueFaca="Rótulo, ajuda e erro presos ao campo: quem usa leitor de tela ouve os três juntos, e o asterisco marca o obrigatório."
      naoFaca={
        <FieldShell label="Patrimônio" help="Digite o patrimônio no campo abaixo.">
          {(control) => <input {...control} className="ch-input" defaultValue="" />}
        </FieldShell>
      }
      porqueNaoFaca="Uma ajuda que repete o rótulo não ajuda; diga onde achar a informação ou dê um exemplo."
    />
  );
}

export function LoadingIndicatorDoDont() {
  return (
    <DoDont
      faca={<LoadingIndicator />}
      porqueFaca="Um só indicador, no lugar do que vai aparecer, enquanto a espera dura mais que um instante."
      naoFaca={
        <div className="ch-do-dont__row">
          <LoadingIndicator />
          <LoadingIndicator />
          <LoadingIndicator />
        </div>
      }
      porqueNaoFaca="Vários indicadores ao mesmo tempo (um por pedaço da página) fazem a tela piscar e repetem 'Carregando…' no leitor de tela."
    />
  );
}
