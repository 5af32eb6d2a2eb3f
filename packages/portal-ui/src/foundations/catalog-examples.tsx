import { messages } from '../messages/pt-BR';
import './foundations.css';

type MessageKey = keyof typeof messages;

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
            <td>{messages[key]}</td>
            <td>
              <code>{key}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
