import { messages } from '../messages/pt-BR';
import { adminMessages } from '../messages/pt-BR-admin';
import './foundations.css';

/** Both catalogs: the portal's, and the admin pages' own. */
const ALL = { ...messages, ...adminMessages };
type MessageKey = keyof typeof ALL;

/** Texts of the message catalog, as the portal shows them (the catalog is their only home). */
export function CatalogExamples({ keys }: { keys: MessageKey[] }) {
  return (
    <table className="ch-fd-table">
      <thead>
        <tr>
          <th scope="col">Texto</th>
          <th scope="col">Chave no catálogo</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <td>{ALL[key]}</td>
            <td>
              <code>{key}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
