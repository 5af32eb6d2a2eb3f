import { useState, type ComponentProps } from 'react';
import { AdminTreeListView } from '../components/admin-tree-list/admin-tree-list-view';
import { TreeFormView } from '../components/tree-form/tree-form-view';
import { TreeStats } from '../components/tree-stats/tree-stats';
import { useStoryRoutes } from './story-routes';

/** Props of {@link AdminScreens}: each screen's, as its own stories give them. */
export interface AdminScreensProps {
  list: Omit<ComponentProps<typeof AdminTreeListView>, 'LinkComponent'>;
  editor: Omit<ComponentProps<typeof TreeFormView>, 'LinkComponent'>;
  stats: Omit<ComponentProps<typeof TreeStats>, 'LinkComponent'>;
  /** Where the template opens: '/admin', '/admin/arvore/1' or '/admin/arvore/1/estatisticas'. */
  startPath?: string;
}

/** The editor with its text in state: typing shows in the editor, and the form knows it is unsaved. */
function LiveEditor({ editor, Link }: { editor: AdminScreensProps['editor']; Link: ComponentProps<typeof TreeFormView>['LinkComponent'] }) {
  const [text, setText] = useState(editor.text);
  const [diagnostics, setDiagnostics] = useState(editor.diagnostics);
  return <TreeFormView {...editor} text={text} onTextChange={setText} diagnostics={diagnostics} onDiagnostics={setDiagnostics} dirty={text !== editor.text} LinkComponent={Link} />;
}

/**
 * The administration clickable: the list of trees, a tree's editor, and its statistics, joined by
 * their own links (a tree's name, 'Estatísticas', the way back). Every tree opens the same example.
 */
export function AdminScreens({ list, editor, stats, startPath = '/admin' }: AdminScreensProps) {
  const { path, Link } = useStoryRoutes(startPath);
  if (path.endsWith('/estatisticas')) return <TreeStats {...stats} LinkComponent={Link} />;
  if (path.startsWith('/admin/arvore/')) return <LiveEditor editor={editor} Link={Link} />;
  return <AdminTreeListView {...list} LinkComponent={Link} />;
}
