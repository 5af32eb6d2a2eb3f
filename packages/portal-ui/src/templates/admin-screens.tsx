import { useRef, useState, type ComponentProps } from 'react';
import { AdminTreeListView } from '../components/admin-tree-list/admin-tree-list-view';
import { FlowGraph } from '../components/flow-graph/flow-graph';
import { screenLine } from '../components/flow-graph/tree-graph';
import type { TreeEditorHandle } from '../components/tree-editor/tree-editor';
import { TreeFormView } from '../components/tree-form/tree-form-view';
import { TreeStats } from '../components/tree-stats/tree-stats';
import { TreeVersions } from '../components/tree-versions/tree-versions';
import { useStoryRoutes } from './story-routes';

/** Props of {@link AdminScreens}: each screen's, as its own stories give them. */
export interface AdminScreensProps {
  list: Omit<ComponentProps<typeof AdminTreeListView>, 'LinkComponent'>;
  editor: Omit<ComponentProps<typeof TreeFormView>, 'LinkComponent'>;
  stats: Omit<ComponentProps<typeof TreeStats>, 'LinkComponent'>;
  /** The launched versions under the editor (the draft is the editor's text). */
  versions: Omit<ComponentProps<typeof TreeVersions>, 'draft'>;
  /** Where the template opens: '/admin', '/admin/arvore/1' or '/admin/arvore/1/estatisticas'. */
  startPath?: string;
}

/**
 * The editor as the portal's page composes it: its text in state (typing shows, and the form knows
 * it is unsaved), the flow graph beside it (a screen chosen there moves the editor's cursor) and
 * the launched versions below, compared with the draft.
 */
function LiveEditor({ editor, versions, Link }: Pick<AdminScreensProps, 'editor' | 'versions'> & { Link: ComponentProps<typeof TreeFormView>['LinkComponent'] }) {
  const [text, setText] = useState(editor.text);
  const [diagnostics, setDiagnostics] = useState(editor.diagnostics);
  const editorRef = useRef<TreeEditorHandle>(null);
  return (
    <TreeFormView
      {...editor}
      text={text}
      onTextChange={setText}
      diagnostics={diagnostics}
      onDiagnostics={setDiagnostics}
      dirty={text !== editor.text}
      editorRef={editorRef}
      aside={<FlowGraph text={text} onSelectScreen={(name) => editorRef.current?.goTo(screenLine(text, name) ?? 1, 3)} />}
      below={<TreeVersions {...versions} draft={text} />}
      LinkComponent={Link}
    />
  );
}

/**
 * The administration clickable: the list of trees, a tree's editor, and its statistics, joined by
 * their own links (a tree's name, 'Estatísticas', the way back). Every tree opens the same example.
 */
export function AdminScreens({ list, editor, stats, versions, startPath = '/admin' }: AdminScreensProps) {
  const { path, Link } = useStoryRoutes(startPath);
  if (path.endsWith('/estatisticas')) return <TreeStats {...stats} LinkComponent={Link} />;
  if (path.startsWith('/admin/arvore/')) return <LiveEditor editor={editor} versions={versions} Link={Link} />;
  return <AdminTreeListView {...list} LinkComponent={Link} />;
}
