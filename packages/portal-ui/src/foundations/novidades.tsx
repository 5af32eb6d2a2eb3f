import { portalUiChanges, type PortalUiChange } from './changesets';
import './foundations.css';

// Every changeset of the repository, as text, at build time: the page is rebuilt with the Storybook.
const files = import.meta.glob<string>('../../../../.changeset/*.md', { query: '?raw', import: 'default', eager: true });
const changes = portalUiChanges(files);

const BUMP: Record<PortalUiChange['bump'], string> = {
  major: 'Mudança que quebra',
  minor: 'Novidade',
  patch: 'Correção',
};

/** A changeset's sentence with its `code` set as code and its **bold** marks dropped (it is markdown). */
function Summary({ text }: { text: string }) {
  return (
    <>
      {text
        .replace(/\*\*/g, '')
        .split('`')
        .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
    </>
  );
}

/** The changes to the components not yet in a published version, one row per changeset. */
export function Novidades() {
  if (changes.length === 0) return <p>Nenhuma mudança pendente: tudo já está na versão publicada.</p>;
  return (
    <table className="ch-fd-table">
      <thead>
        <tr>
          <th scope="col">Tipo</th>
          <th scope="col">O que mudou</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.file}>
            <td>{BUMP[change.bump]}</td>
            <td>
              <Summary text={change.summary} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How many changes are pending. */
export function NovidadesCount() {
  return <>{changes.length}</>;
}
