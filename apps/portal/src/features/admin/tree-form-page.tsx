import {
  useAdminDataHubKeysQuery,
  useAdminTreeListQuery,
  useAdminTreeQuery,
  useCreateTreeMutation,
  useDeleteTreeMutation,
  useDisableTreeMutation,
  useLaunchTreeMutation,
  useUpdateTreeMutation,
  useVerifyTreeMutation,
  type AdminTree,
} from '@chamados/portal-api';
import {
  ConfirmDialog,
  LoadingIndicator,
  RemoteChangeNotice,
  tAdmin,
  TreeConflictDialog,
  TreeFormView,
  treeState,
  type LaunchOptions,
  type TreeEditorHandle,
  type TreeFormNotice,
} from '@chamados/portal-ui';
import type { Diagnostic } from '@chamados/tree-engine';
import {
  lazy,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { defaultTreeName } from './default-tree-name';
import { serverRefusal } from '../../lib/server-refusal';
import { TreeAside } from './tree-aside';
import { TreeVersionsPanel } from './tree-versions-panel';
import { useTreeNameCheck } from './use-tree-name-check';
import { useTreeConflict } from './use-tree-conflict';

// 'Testar Árvore' runs the student's walk (the walk screens, about 16 kB gzip): loaded on the
// first click, so the form's first load stays within its 400 kB budget.
const TreeTestRun = lazy(async () => ({ default: (await import('./tree-test-run')).TreeTestRun }));

/** /admin/arvore/new and /admin/arvore/:id: the tree form wired to the admin endpoints. */
export function TreeFormPage() {
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const navigate = useNavigate();
  const location = useLocation();
  const list = useAdminTreeListQuery(undefined, { skip: id !== undefined });
  const stored = useAdminTreeQuery(id ?? 0, { skip: id === undefined });
  const tree = stored.data;
  // The data hub's names, once: the editor checks and completes them as the server's verifier does.
  const keys = useAdminDataHubKeysQuery().data;
  const dataHub = useMemo(
    () => (keys?.disponivel ? { lists: keys.listas, maps: keys.mapas } : undefined),
    [keys],
  );

  const [loaded, setLoaded] = useState<number | 'new'>();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [saved, setSaved] = useState({ name: '', text: '' });
  // The revision the admin's edits are based on: every write names it (If-Match).
  const [base, setBase] = useState(0);
  // Undefined until the editor's first verification of the loaded text answers: the log says it
  // is checking, not that nothing is wrong.
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>();
  const [notice, setNotice] = useState<TreeFormNotice | undefined>(
    (location.state as { notice?: TreeFormNotice } | null)?.notice,
  );
  const [testing, setTesting] = useState(false);
  const nameCheck = useTreeNameCheck(id);
  const editor = useRef<TreeEditorHandle>(null);

  const [createTree, creating] = useCreateTreeMutation();
  const [updateTree, updating] = useUpdateTreeMutation();
  const [verifyTree, verifying] = useVerifyTreeMutation();
  const [launchTree, launching] = useLaunchTreeMutation();
  const [disableTree, disabling] = useDisableTreeMutation();
  const [deleteTree, deleting] = useDeleteTreeMutation();
  const busy = [creating, updating, verifying, launching, disabling, deleting].some(
    (state) => state.isLoading,
  );

  // Fill the form once (state adjusted while rendering, React's pattern for data that arrives):
  // from the stored tree, or with a free default name for a new one.
  if (id !== undefined && tree && loaded !== tree.id) {
    setLoaded(tree.id);
    setDiagnostics(undefined);
    setName(tree.nome);
    setText(tree.texto);
    setSaved({ name: tree.nome, text: tree.texto });
    setBase(tree.revisao);
  } else if (id === undefined && list.data && loaded !== 'new') {
    const initial = defaultTreeName(list.data.map((other) => other.nome));
    setLoaded('new');
    setName(initial);
    setSaved({ name: initial, text: '' });
  }

  const dirty = name !== saved.name || text !== saved.text;
  const conflict = useTreeConflict(id, base, () => stored.refetch().unwrap());
  const deferredText = useDeferredValue(text);
  // Leaving on purpose after a save or a delete must not ask.
  const leaving = useRef(false);
  const blocker = useLeaveGuard(
    ({ currentPathname, nextPathname }) =>
      dirty && !leaving.current && currentPathname !== nextPathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if ((id !== undefined && !tree) || (id === undefined && loaded !== 'new')) {
    if (stored.isError) return <TreeFormMissing />;
    return <LoadingIndicator />;
  }

  /** Shows the saved version against the admin's; says so when it could not be read. */
  const compare = async (message?: string) => {
    if (!(await conflict.open(message)))
      setNotice({ kind: 'error', text: tAdmin('admin.conflict.loadFailed') });
  };

  /** A write's answer: the tree as saved now, and the revision the next write is based on. */
  const wrote = (result: AdminTree) => {
    setBase(result.revisao);
    return result;
  };

  /**
   * Saves the form; the created or updated tree, or undefined after announcing the failure. A
   * 412 (someone else saved since the admin opened it) opens the comparison instead.
   */
  const save = async (
    body: { nome: string; texto: string; sobrescrever?: boolean } = {
      nome: name.trim(),
      texto: text,
    },
    over = base,
  ): Promise<AdminTree | undefined> => {
    try {
      const result = wrote(
        id === undefined
          ? await createTree(body).unwrap()
          : await updateTree({ id, revisao: over, body }).unwrap(),
      );
      setSaved({ name: result.nome, text: result.texto });
      setName(result.nome);
      return result;
    } catch (error) {
      const refusal = serverRefusal(error);
      if (refusal.status === 412) {
        await compare(refusal.reason);
        return undefined;
      }
      if (refusal.status === 409) nameCheck.setError(tAdmin('admin.form.nameTaken'));
      setNotice({
        kind: 'error',
        text: tAdmin('admin.form.saveFailed'),
        ...(refusal.reason ? { reason: refusal.reason } : {}),
      });
      return undefined;
    }
  };

  const onSave = async () => {
    const result = await save();
    if (!result) return;
    const success = { kind: 'success' as const, text: tAdmin('admin.form.saved') };
    // The router may keep this page mounted from /new to /:id (same component), or mount it anew
    // (then it reads the navigation's state): the message shows either way.
    setNotice(success);
    if (id === undefined) {
      leaving.current = true;
      void navigate(paths.adminTreeEdit.build(result.id), {
        replace: true,
        state: { notice: success },
      });
    }
  };

  const onLaunch = async (options: LaunchOptions = {}) => {
    if (id === undefined) return;
    // The launch names the revision it launches: the one this save just wrote, when it saved
    // (this closure's `base` is the revision from before the save).
    let revisao = base;
    if (dirty) {
      const savedNow = await save();
      if (!savedNow) return;
      revisao = savedNow.revisao;
    }
    try {
      // The server's verifier is the authority: its findings replace the editor's in the log.
      const verification = await verifyTree(text).unwrap();
      if (!verification.ok) {
        setDiagnostics(verification.erros);
        setNotice({ kind: 'error', text: tAdmin('admin.form.launchRefused') });
        return;
      }
      wrote(await launchTree({ id, revisao, body: options }).unwrap());
      setNotice({
        kind: 'success',
        text: options.parcela
          ? tAdmin('admin.form.launchedToShare', { parcela: options.parcela })
          : tAdmin('admin.form.launched'),
      });
    } catch (error) {
      // The server's reason (a 413 for size, a 409, a 422 with its findings) is shown; its
      // findings go to the Log de Erros. A 412: someone else saved first; compare.
      const refusal = serverRefusal(error);
      if (refusal.status === 412) return void (await compare(refusal.reason));
      if (refusal.errors) setDiagnostics(refusal.errors);
      setNotice({
        kind: 'error',
        text: tAdmin('admin.form.launchFailed'),
        ...(refusal.reason ? { reason: refusal.reason } : {}),
      });
    }
  };

  const onDisable = async () => {
    if (id === undefined) return;
    try {
      wrote(await disableTree({ id, revisao: base }).unwrap());
      setNotice({ kind: 'success', text: tAdmin('admin.form.disabled') });
    } catch (error) {
      const refusal = serverRefusal(error);
      if (refusal.status === 412) return void (await compare(refusal.reason));
      setNotice({ kind: 'error', text: tAdmin('admin.form.disableFailed') });
    }
  };

  const onDelete = async () => {
    if (id === undefined) return;
    try {
      await deleteTree({ id, revisao: base }).unwrap();
      leaving.current = true;
      void navigate(paths.admin);
    } catch (error) {
      const refusal = serverRefusal(error);
      if (refusal.status === 412) return void (await compare(refusal.reason));
      setNotice({ kind: 'error', text: tAdmin('admin.form.deleteFailed') });
    }
  };

  /** 'Recarregar a versão salva': the editor takes theirs, and the next write is based on it. */
  const reload = (theirs: AdminTree) => {
    setName(theirs.nome);
    setText(theirs.texto);
    setSaved({ name: theirs.nome, text: theirs.texto });
    setBase(theirs.revisao);
    conflict.close();
    setNotice({ kind: 'success', text: tAdmin('admin.conflict.reloaded') });
  };

  /** 'Salvar a minha por cima': explicit, over the revision the admin has just seen (kept by the server). */
  const overwrite = async (theirs: AdminTree) => {
    conflict.close();
    if (await save({ nome: name.trim(), texto: text, sobrescrever: true }, theirs.revisao)) {
      setNotice({
        kind: 'success',
        text: tAdmin('admin.conflict.overwritten', { nome: theirs.alteradaPor }),
      });
    }
  };

  const restoreText = async (restored: string) => {
    setText(restored);
    if (await save({ nome: name.trim(), texto: restored }))
      setNotice({ kind: 'success', text: tAdmin('admin.form.restored') });
  };

  return (
    <div className="ch-container">
      <title>
        {tAdmin('documentTitle.page', {
          page: tAdmin(id === undefined ? 'admin.form.newTitle' : 'admin.form.editTitle'),
        })}
      </title>
      <TreeFormView
        isNew={id === undefined}
        name={name}
        onNameChange={(value) => {
          setName(value);
          nameCheck.check(value);
        }}
        nameError={nameCheck.error}
        text={text}
        // The text itself follows at once (the editor compares it with what it emitted); the graph
        // and the versions read a deferred copy, so a big tree's redraw never delays a key.
        onTextChange={setText}
        diagnostics={diagnostics ?? []}
        checking={diagnostics === undefined}
        onDiagnostics={(found) => startTransition(() => setDiagnostics(found))}
        dataHub={dataHub}
        launched={Boolean(tree?.arvore)}
        {...(tree ? { state: treeState(tree), parcela: tree.gradual?.parcela } : {})}
        dirty={dirty}
        busy={busy}
        notice={notice}
        backHref={paths.admin}
        docHref={paths.adminTreeDoc}
        {...(id !== undefined ? { statsHref: paths.adminTreeStats.build(id) } : {})}
        onSave={() => void onSave()}
        onCancel={() => void navigate(paths.admin)}
        onTest={() => setTesting(true)}
        onLaunch={(options) => void onLaunch(options)}
        onDisable={() => void onDisable()}
        onDelete={() => void onDelete()}
        onRestore={() => void (tree?.arvore ? restoreText(tree.arvore) : undefined)}
        aside={
          <TreeAside
            // Not deferred: the aside waits for a pause in typing itself, and a deferred value
            // mounts it with the empty text of the page before the tree, whose 'Corrija os erros'
            // then showed until the tree's picture.
            text={text}
            goTo={(line, column) => editor.current?.goTo(line, column)}
            treeId={id}
          />
        }
        remote={
          conflict.remote && !conflict.shown ? (
            <RemoteChangeNotice
              by={conflict.remote.alteradaPor}
              at={conflict.remote.alterada}
              onCompare={() => void compare()}
            />
          ) : undefined
        }
        below={
          id === undefined ? undefined : (
            <TreeVersionsPanel
              id={id}
              draft={deferredText}
              busy={busy}
              dirty={dirty}
              onRestore={(version) => void restoreText(version.texto)}
            />
          )
        }
        editorRef={editor}
        testing={
          testing ? (
            <Suspense fallback={<LoadingIndicator />}>
              <TreeTestRun text={text} onClose={() => setTesting(false)} />
            </Suspense>
          ) : undefined
        }
        LinkComponent={RouterLink}
      />
      {conflict.shown ? (
        <TreeConflictDialog
          message={conflict.shown.message}
          theirName={conflict.shown.theirs.alteradaPor}
          theirs={conflict.shown.theirs.texto}
          mine={text}
          busy={busy}
          onReload={() => reload(conflict.shown!.theirs)}
          onOverwrite={() => void overwrite(conflict.shown!.theirs)}
          onClose={conflict.close}
        />
      ) : null}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={tAdmin('admin.form.confirm.leave.title')}
        message={tAdmin('admin.form.confirm.leave.text')}
        confirmLabel={tAdmin('admin.form.confirm.leave.go')}
        cancelLabel={tAdmin('admin.form.confirm.leave.stay')}
        danger
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    </div>
  );
}

function TreeFormMissing() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.notFound, { replace: true });
  }, [navigate]);
  return null;
}
