import { Icon, iconNames } from '../components/icon/icon';
import './foundations.css';

/** Every icon of the set with its name (the `name` prop of `Icon`). */
export function IconGallery() {
  return (
    <ul className="ch-fd-icons" aria-label={`${iconNames.length} ícones`}>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} size={28} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
