import { withTreeName, type DataHubKeys, type Diagnostic } from '@chamados/tree-engine';
import { useCallback, useId, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { Button, buttonClass } from '../button/button';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { Dialog } from '../dialog/dialog';
import { ErrorLog } from '../error-log/error-log';
import { FieldShell } from '../field-shell/field-shell';
import { Icon } from '../icon/icon';
import { Anchor, type LinkComponent } from '../link/link-component';
import { TreeEditor, type TreeEditorHandle } from '../tree-editor/tree-editor';
import { TreeStateBadge } from '../tree-state-badge/tree-state-badge';
import type { TreeState } from '../tree-state-badge/tree-state';
import { LaunchDialog, type LaunchOptions } from './launch-dialog';
import { downloadText, TREE_FILE_TYPES, treeFileName } from './tree-file';
import { treeFormRules } from './tree-form-rules';
import { mismatchDiagnostic, nameMismatch, nameOfLoadedText, renamedText } from './tree-name-sync';
import { useStickyBar } from './use-sticky-bar';

/** An outcome to announce: the spec §8 success and failure messages. */
export interface TreeFormNotice {
  kind: 'success' | 'error';
  text: string;
  /** Why the server refused (its `mensagem`): shown in a dialog over the form. */
  reason?: string;
}

type Confirmable = 'launch' | 'delete' | 'restore' | 'disable';

/** Props of {@link TreeFormView}. */
export interface TreeFormViewProps {
  /** No id yet: 'Nova Árvore'. */
  isNew: boolean;
  /** O nome da árvore, no campo 'Nome' (é o título do cartão no painel de serviços). */
  name: string;
  /** O que acontece a cada mudança no campo 'Nome'. */
  onNameChange: (name: string) => void;
  /**
   * A mensagem de erro do campo 'Nome', por exemplo 'Este campo é obrigatório' ou 'Já existe uma
   * árvore com este nome'.
   * @remarks 'Este campo é obrigatório' or 'Já existe uma árvore com este nome'.
   */
  nameError?: string;
  /** O texto da árvore no editor. */
  text: string;
  /** O que acontece a cada mudança no texto da árvore. */
  onTextChange: (text: string) => void;
  /** Os problemas do texto, listados no Log de Erros abaixo do editor. */
  diagnostics: readonly Diagnostic[];
  /**
   * O texto ainda não foi verificado: o Log de Erros diz 'Verificando a árvore…'.
   * @remarks True until the editor's first verification answers.
   */
  checking?: boolean;
  /** O que acontece depois de cada verificação do texto, com os problemas encontrados. */
  onDiagnostics: (diagnostics: Diagnostic[]) => void;
  /**
   * Os nomes das listas e mapas do hub de dados: o editor marca um nome que não existe e oferece os
   * que existem.
   * @remarks The data hub's list and map names (`GET /api/admin/datahub`): the editor checks and
   * offers them.
   */
  dataHub?: DataHubKeys;
  /**
   * A árvore já foi lançada (tem uma versão que os estudantes usam).
   * @remarks The tree has a production text.
   */
  launched: boolean;
  /**
   * O selo de estado ao lado do título: 'Rascunho', 'Lançada', 'Desabilitada' ou 'Lançamento
   * gradual (30%)'. Sem ele, vem de já ter sido lançada.
   * @remarks Its state as the badge says it (default: from `launched`): 'Rascunho', 'Lançada',
   * 'Desabilitada', 'Lançamento gradual (30%)'.
   */
  state?: TreeState;
  /**
   * Num lançamento gradual, a porcentagem dos estudantes que recebe a versão nova (aparece no
   * selo).
   * @remarks The share of a gradual launch, in percent.
   */
  parcela?: number;
  /**
   * Há mudanças não salvas: o formulário avisa antes de sair e de restaurar uma versão.
   * @remarks Something is not saved yet.
   */
  dirty: boolean;
  /**
   * Algo está sendo salvo ou enviado: os botões esperam, desabilitados.
   * @remarks A call is on its way: the buttons wait.
   */
  busy?: boolean;
  /**
   * Um aviso sobre a última ação, de sucesso ou de erro (com o motivo num diálogo, quando o
   * servidor recusou).
   */
  notice?: TreeFormNotice;
  /** Para onde leva o link de volta à lista de árvores. */
  backHref: string;
  /** Para onde leva o link da documentação do formato das árvores, que abre numa nova aba. */
  docHref: string;
  /**
   * Para onde leva o link 'Estatísticas' (só numa árvore já salva); sem ele, o link não aparece.
   * @remarks The tree's 'Estatísticas' (a saved tree only); without it, no link.
   */
  statsHref?: string;
  /** O que acontece ao apertar 'Salvar'. */
  onSave: () => void;
  /** O que acontece ao apertar 'Cancelar'. */
  onCancel: () => void;
  /** O que acontece ao apertar 'Testar Árvore': o passeio da árvore toma o lugar do editor. */
  onTest: () => void;
  /**
   * O que acontece depois de confirmar 'Lançar', com para quem (todos ou uma parte dos estudantes)
   * e o texto de 'O que mudou'.
   * @remarks Called after the confirmation, with to whom ('parcela': a gradual launch) and 'O que
   * mudou'; the app asks the server's verificar first.
   */
  onLaunch: (options: LaunchOptions) => void;
  /** O que acontece ao apertar 'Desabilitar' (a árvore sai do painel de serviços). */
  onDisable: () => void;
  /** O que acontece ao confirmar 'Excluir'. */
  onDelete: () => void;
  /** O que acontece ao apertar 'Restaurar' (a árvore volta à versão lançada). */
  onRestore: () => void;
  /**
   * O que aparece ao lado do editor: o grafo do fluxo e as versões.
   * @remarks Beside the editor: the flow graph, the versions (they move the editor through
   * `editorRef`).
   */
  aside?: ReactNode;
  /**
   * O que aparece abaixo do editor: as versões lançadas e a comparação entre elas.
   * @remarks Under the editor: the launched versions and their diff.
   */
  below?: ReactNode;
  /**
   * O que aparece acima do editor e a pessoa precisa saber já (por exemplo, outra pessoa salvou
   * esta árvore).
   * @remarks Above the editor: what the admin must know now (someone else saved this tree).
   */
  remote?: ReactNode;
  /**
   * Uma referência ao editor, para o portal levar o cursor a uma linha (por exemplo, ao clicar numa
   * tela do grafo).
   * @remarks The editor, for the app: `goTo(line, column)` from the graph.
   */
  editorRef?: Ref<TreeEditorHandle>;
  /**
   * O modo de teste: toma o lugar do editor enquanto a pessoa testa a árvore.
   * @remarks Test mode: replaces the editor area while it runs.
   */
  testing?: ReactNode;
  /**
   * Como o portal desenha os links da página (a navegação do aplicativo); no Storybook, um link
   * comum.
   */
  LinkComponent?: LinkComponent;
}

type MessageKey = Parameters<typeof tAdmin>[0];

/** What each confirmation says: a first launch replaces nothing; a restore over unsaved edits loses them. */
function confirmText(which: Confirmable, launched: boolean, dirty: boolean): { title: MessageKey; text: MessageKey; button: MessageKey; danger?: boolean } {
  switch (which) {
    case 'launch':
      return { title: 'admin.form.confirm.launch.title', text: launched ? 'admin.form.confirm.launch.text' : 'admin.form.confirm.firstLaunch.text', button: 'admin.form.launch' };
    case 'delete':
      return { title: 'admin.form.confirm.delete.title', text: 'admin.form.confirm.delete.text', button: 'admin.form.delete', danger: true };
    case 'restore':
      return { title: 'admin.form.confirm.restore.title', text: dirty ? 'admin.form.confirm.restore.textUnsaved' : 'admin.form.confirm.restore.text', button: 'admin.form.restore', danger: dirty };
    case 'disable':
      return { title: 'admin.form.confirm.disable.title', text: 'admin.form.confirm.disable.text', button: 'admin.form.disable', danger: true };
  }
}

/**
 * The tree form (spec §2, §4): back, 'Documentação' (new tab), Nome, the YAML loader, copy and
 * download, the editor with its 'Log de Erros', and Restaurar Árvore, Testar Árvore, Lançar
 * Árvore, Desabilitar, Apagar, Cancelar, Salvar, each acting only when spec §4 allows; Lançar,
 * Apagar, Restaurar and Desabilitar ask first. Nome is the name users see; the text's `nome`
 * follows it (tree-name-sync.ts). A refusal with the server's reason opens a dialog.
 * @example <TreeFormView isNew name={nome} text={texto} … onSave={save} />
 */
export function TreeFormView(props: TreeFormViewProps) {
  const { isNew, name, nameError, text, onTextChange, diagnostics, checking = false, onDiagnostics, launched, dirty, busy = false, notice, backHref, docHref, statsHref, LinkComponent = Anchor } = props;
  const titleId = useId();
  const deleteWhyId = useId();
  const editor = useRef<TreeEditorHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState<Confirmable>();
  // The form's own outcomes (a copy, a failed file read) last until the app has a new one.
  const [local, setLocal] = useState<{ notice: TreeFormNotice; over?: TreeFormNotice }>();
  const setLocalNotice = (own: TreeFormNotice | undefined) => setLocal(own ? { notice: own, over: notice } : undefined);
  const rules = treeFormRules({ isNew, launched, text, diagnostics, nameValid: !nameError && name.trim() !== '' });
  useImperativeHandle(props.editorRef, () => ({
    goTo: (line, column) => editor.current?.goTo(line, column),
    focus: () => editor.current?.focus(),
  }));
  const goTo = useCallback((line: number, column?: number) => editor.current?.goTo(line, column), []);
  const shown = local && local.over === notice ? local.notice : notice;
  const [dismissed, setDismissed] = useState<TreeFormNotice>();
  const refusal = shown?.kind === 'error' && shown.reason && dismissed !== shown ? shown : undefined;
  const actions: Record<Exclude<Confirmable, 'launch'>, () => void> = { delete: props.onDelete, restore: props.onRestore, disable: props.onDisable };
  const mismatch = useMemo(() => nameMismatch(text, name), [text, name]);
  const logged = useMemo(() => (mismatch ? [...diagnostics, mismatchDiagnostic(mismatch, name)] : diagnostics), [diagnostics, mismatch, name]);
  // The log changes with a verification, not with each key: hundreds of findings are not drawn again per keystroke.
  const errorLog = useMemo(() => <ErrorLog diagnostics={logged} checking={checking} onSelect={(d) => goTo(d.line ?? 1, d.column)} />, [logged, checking, goTo]);
  const deleteWhy = rules.delete ? undefined : tAdmin(isNew ? 'admin.form.deleteWhy.new' : 'admin.form.deleteWhy.launched');
  // Why Lançar cannot act, said next to it; with mistakes, the way to the first one.
  const launchWhyId = useId();
  const moreId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const errors = useMemo(() => diagnostics.filter((d) => d.severity === 'error').sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)), [diagnostics]);
  const firstError = errors[0];
  const confirm = confirming ? confirmText(confirming, launched, dirty) : undefined;

  const onNameChange = (next: string) => {
    props.onNameChange(next);
    const synced = renamedText(text, name, next);
    if (synced !== text) onTextChange(synced);
  };

  const bar = useStickyBar();
  const noticeLine = useRef<HTMLParagraphElement>(null);
  // The outcome line sits on the bar when it has text: what covers the editor starts at the higher of the two.
  const coveredFrom = useCallback(() => {
    const tops = [bar.current, noticeLine.current].filter((element) => element && element.offsetHeight > 0).map((element) => element!.getBoundingClientRect().top);
    return tops.length > 0 ? Math.min(...tops) : undefined;
  }, [bar]);
  // Ctrl+S (⌘S) saves when Salvar would: in the editor (its keymap) or anywhere else in the form.
  const save = () => {
    if (!busy && rules.save) props.onSave();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    save();
  };

  const loadFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const loaded = await file.text();
      onTextChange(loaded);
      // A file loaded into a new tree names it; an existing tree keeps its Nome (a difference is flagged).
      const loadedName = isNew ? nameOfLoadedText(loaded) : undefined;
      if (loadedName) props.onNameChange(loadedName);
      setLocalNotice(undefined);
    } catch {
      setLocalNotice({ kind: 'error', text: tAdmin('admin.form.loadFailed') });
    }
  };

  return (
    <section className="ch-page ch-tree-form" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="ch-tree-form__head">
        <LinkComponent href={backHref} className={buttonClass('ghost')}>
          <Icon name="arrow-left" />
          {tAdmin('common.back')}
        </LinkComponent>
        <h1 id={titleId} className="ch-page__title">
          {tAdmin(isNew ? 'admin.form.newTitle' : 'admin.form.editTitle')}
        </h1>
        <span className="ch-tree-form__state">
          <TreeStateBadge state={props.state ?? (launched ? 'launched' : 'draft')} parcela={props.parcela} />
          {dirty ? tAdmin('admin.form.unsaved') : null}
        </span>
        {statsHref ? (
          <LinkComponent href={statsHref} className={buttonClass('ghost')}>
            <Icon name="bar-chart" />
            {tAdmin('admin.stats.title')}
          </LinkComponent>
        ) : null}
        <a href={docHref} target="_blank" rel="noopener" className={buttonClass('ghost')} aria-label={tAdmin('admin.form.docsNewTab')}>
          <Icon name="book" />
          {tAdmin('admin.form.docs')}
          <Icon name="external-link" />
        </a>
      </div>

      <FieldShell label={tAdmin('admin.form.name')} help={tAdmin('admin.form.nameHelp')} error={nameError} required>
        {(control) => <input {...control} className="ch-input" value={name} maxLength={200} onChange={(event) => onNameChange(event.target.value)} />}
      </FieldShell>
      {mismatch ? (
        <div className="ch-tree-form__name-differs" role="status">
          <p>{tAdmin('admin.form.nameDiffers', { text: mismatch.text, name: name.trim() })}</p>
          <Button icon="check" onClick={() => onTextChange(withTreeName(text, name.trim()))}>
            {tAdmin('admin.form.nameUseInText', { name: name.trim() })}
          </Button>
          <Button onClick={() => props.onNameChange(mismatch.text)}>{tAdmin('admin.form.nameUseFromText', { text: mismatch.text })}</Button>
        </div>
      ) : null}

      {props.remote}

      <div className="ch-tree-form__tools" role="toolbar" aria-label={tAdmin('admin.form.editor')}>
        <input ref={fileInput} type="file" accept={TREE_FILE_TYPES} className="ch-visually-hidden" tabIndex={-1} aria-hidden="true" onChange={(event) => void loadFile(event.target.files?.[0]).finally(() => (event.target.value = ''))} />
        <Button icon="upload" onClick={() => fileInput.current?.click()} disabled={Boolean(props.testing)}>
          {tAdmin('admin.form.load')}
        </Button>
        <Button
          icon="copy"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setLocalNotice({ kind: 'success', text: tAdmin('admin.form.copied') }),
              () => undefined,
            )
          }
        >
          {tAdmin('admin.form.copy')}
        </Button>
        <Button icon="download" onClick={() => downloadText(text, treeFileName(name.trim() || tAdmin('admin.form.defaultName')))}>
          {tAdmin('admin.form.download')}
        </Button>
      </div>

      {props.testing}
      {/* Hidden, not unmounted, while testing: the editor keeps its undo history and cursor. */}
      <div className="ch-tree-form__work" hidden={Boolean(props.testing)}>
        <div className="ch-tree-form__editor">
          <TreeEditor ref={editor} value={text} onChange={onTextChange} onDiagnostics={onDiagnostics} onSave={save} dataHub={props.dataHub} coveredFrom={coveredFrom} label={tAdmin('admin.form.editor')} />
          {errorLog}
        </div>
        {props.aside ? <div className="ch-tree-form__aside">{props.aside}</div> : null}
      </div>

      {props.below && !props.testing ? <div className="ch-tree-form__below">{props.below}</div> : null}

      <p ref={noticeLine} role={shown?.kind === 'error' ? 'alert' : 'status'} className={`ch-tree-form__notice ch-tree-form__notice--${shown?.kind ?? 'none'}`}>
        {shown?.text}
      </p>

      {/* The actions (and the outcome above them) stay in sight (sticky) while a long tree scrolls by.
          One row at any width: the rarely used actions are under 'Mais ações'; on a phone only Salvar
          and Lançar stay in the bar and the rest join them there. */}
      <div ref={bar} className="ch-tree-form__actions">
        <Button className="ch-tree-form__more-toggle" icon="more-horizontal" aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen((open) => !open)}>
          <span className="ch-tree-form__more-label">{tAdmin('admin.form.moreActions')}</span>
        </Button>
        <div id={moreId} className={moreOpen ? 'ch-tree-form__more ch-tree-form__more--open' : 'ch-tree-form__more'} onClick={() => setMoreOpen(false)} onKeyDown={(event) => event.key === 'Escape' && setMoreOpen(false)}>
          {/* The rarely used actions: always behind 'Mais ações'. */}
          <div className="ch-tree-form__rare">
            <Button icon="history" disabled={busy || !rules.restore} onClick={() => setConfirming('restore')}>
              {tAdmin('admin.form.restore')}
            </Button>
            <Button icon="pause" disabled={busy || !rules.disable} onClick={() => setConfirming('disable')}>
              {tAdmin('admin.form.disable')}
            </Button>
            <Button icon="trash" variant="danger" disabled={busy || !rules.delete} title={deleteWhy} aria-describedby={deleteWhy ? deleteWhyId : undefined} onClick={() => setConfirming('delete')}>
              {tAdmin('admin.form.delete')}
            </Button>
            {deleteWhy ? (
              <span id={deleteWhyId} className="ch-visually-hidden">
                {deleteWhy}
              </span>
            ) : null}
          </div>
          {/* In the bar on a wide screen, behind 'Mais ações' on a phone. */}
          <div className="ch-tree-form__common">
            <Button className="ch-tree-form__test" icon="play" disabled={busy || !rules.test} onClick={props.onTest}>
              {tAdmin('admin.form.test')}
            </Button>
            <Button className="ch-tree-form__cancel" onClick={props.onCancel} disabled={busy}>
              {tAdmin('common.cancel')}
            </Button>
          </div>
        </div>
        <Button className="ch-tree-form__launch" icon="send" disabled={busy || !rules.launch} aria-describedby={!rules.launch && firstError ? launchWhyId : undefined} onClick={() => setConfirming('launch')}>
          {tAdmin('admin.form.launch')}
        </Button>
        {!rules.launch && firstError ? (
          <button id={launchWhyId} type="button" className="ch-tree-form__why" onClick={() => goTo(firstError.line ?? 1, firstError.column)}>
            {tAdmin('admin.form.launchWhy.errors', { n: errors.length })}
          </button>
        ) : null}
        <span className="ch-tree-form__spacer" />
        <Button className="ch-tree-form__save" variant="primary" icon="check" disabled={busy || !rules.save} onClick={props.onSave}>
          {tAdmin('admin.form.save')}
        </Button>
      </div>

      {confirming === 'launch' ? (
        <LaunchDialog
          name={name}
          launched={launched}
          onCancel={() => setConfirming(undefined)}
          onConfirm={(options) => {
            setConfirming(undefined);
            setLocalNotice(undefined);
            props.onLaunch(options);
          }}
        />
      ) : confirming && confirm ? (
        <ConfirmDialog
          open
          title={tAdmin(confirm.title)}
          message={tAdmin(confirm.text, { name })}
          confirmLabel={tAdmin(confirm.button)}
          danger={confirm.danger}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => {
            setConfirming(undefined);
            setLocalNotice(undefined);
            actions[confirming as Exclude<Confirmable, 'launch'>]();
          }}
        />
      ) : null}

      {refusal ? (
        <Dialog
          open
          tone="failure"
          title={refusal.text}
          onClose={() => setDismissed(refusal)}
          actions={
            <Button variant="primary" onClick={() => setDismissed(refusal)}>
              {tAdmin('common.close')}
            </Button>
          }
        >
          <p>{refusal.reason}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
