import { AdminTreeListView, preloadFlowLayout, tAdmin } from '@chamados/portal-ui';
import { useAdminTreeListQuery, useMoveTreeMutation } from '@chamados/portal-api';
import { useEffect, useState } from 'react';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { serverRefusal } from '../../lib/server-refusal';
import { whenIdle } from '../../lib/when-idle';

// /admin/emails rides in this chunk, which its link is on: the route table is in the entry, and a
// chunk of its own would add its name and dependency list there (48 B gzip of /atendimento's
// first load, whose budget has less than 60 B to spare).
export { MailOutboxPage } from './mail-outbox-page';

/** /admin: the tree list, with the order arrows wired to orderup/orderdown. */
export function AdminTreeListPage() {
  const { data, isLoading, isError, refetch } = useAdminTreeListQuery();
  const [move, { isLoading: moving }] = useMoveTreeMutation();
  const [notice, setNotice] = useState<string>();
  // The tree an admin opens next draws its flow graph on a layout worker warmed up meanwhile:
  // a fresh one took twice as long on its first 150-screen picture.
  useEffect(() => whenIdle(preloadFlowLayout), []);
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
        mailHref={paths.adminMail}
        moving={moving}
        notice={notice}
        onMove={(tree, direction) => {
          setNotice(undefined);
          move({ id: tree.id, revisao: tree.revisao, direction })
            .unwrap()
            .catch((error: unknown) => {
              // Someone else changed the tree since the list was read: its words, and the list anew.
              const refusal = serverRefusal(error);
              if (refusal.status === 412) void refetch();
              setNotice(refusal.status === 412 && refusal.reason ? refusal.reason : tAdmin('admin.list.moveFailed'));
            });
        }}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
