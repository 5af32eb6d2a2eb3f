import type { DataHubKeys } from '@chamados/api-contract';
import { useId } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';

/** Props of {@link DataHubNames}. */
export interface DataHubNamesProps {
  /** `GET /api/admin/datahub`; undefined while it loads. */
  names?: DataHubKeys;
  loading?: boolean;
}

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {names.length === 0 ? (
        <p>{tAdmin('admin.doc.dataHub.none')}</p>
      ) : (
        <ul className="ch-tree-doc__names">
          {names.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The lists and maps the data hub has now, as the server's verifier knows them.
 * @example <DataHubNames names={{ disponivel: true, listas: ['campi'], mapas: ['fila-por-campus'] }} />
 */
export function DataHubNames({ names, loading = false }: DataHubNamesProps) {
  if (!names) return loading ? <LoadingIndicator /> : null;
  if (!names.disponivel) return <p role="status">{tAdmin('admin.doc.dataHub.unavailable')}</p>;
  return (
    <div className="ch-tree-doc__data-hub">
      <NameList title={tAdmin('admin.doc.dataHub.lists')} names={names.listas} />
      <NameList title={tAdmin('admin.doc.dataHub.maps')} names={names.mapas} />
    </div>
  );
}
