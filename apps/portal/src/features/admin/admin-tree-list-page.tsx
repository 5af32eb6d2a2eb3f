import { AdminTreeListView, tAdmin } from '@chamados/portal-ui';
import { useAdminTreeListQuery, useMoveTreeMutation } from '@chamados/portal-api';
import { useState } from 'react';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';

/** /admin: the tree list, with the order arrows wired to orderup/orderdown. */
export function AdminTreeListPage() {
  const { data, isLoading, isError, refetch } = useAdminTreeListQuery();
  const [move, { isLoading: moving }] = useMoveTreeMutation();
  const [notice, setNotice] = useState<string>();
  return (
    <div className="ch-container">
      <title>{tAdmin('documentTitle.page', { page: tAdmin('admin.title') })}</title>
      <AdminTreeListView
        trees={data}
        loading={isLoading}
        error={isError}
        onRetry={() => void refetch()}
        newHref={paths.adminTreeNew}
        editHref={(tree) => paths.adminTreeEdit.build(tree.id)}
        statsHref={(tree) => paths.adminTreeStats.build(tree.id)}
        cannedRepliesHref={paths.adminCannedReplies}
        moving={moving}
        notice={notice}
        onMove={(tree, direction) => {
          setNotice(undefined);
          move({ id: tree.id, direction })
            .unwrap()
            .catch(() => setNotice(tAdmin('admin.list.moveFailed')));
        }}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
