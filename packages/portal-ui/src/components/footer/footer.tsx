import type { MessageKey } from '../../messages/pt-BR';
import { t } from '../../messages/t';

interface Campus {
  name: MessageKey;
  street: MessageKey;
  city: MessageKey;
}

const CAMPUSES: readonly Campus[] = [
  { name: 'footer.vicosa.name', street: 'footer.vicosa.street', city: 'footer.vicosa.city' },
  {
    name: 'footer.florestal.name',
    street: 'footer.florestal.street',
    city: 'footer.florestal.city',
  },
  {
    name: 'footer.rioParanaiba.name',
    street: 'footer.rioParanaiba.street',
    city: 'footer.rioParanaiba.city',
  },
];

/**
 * The content info: the university, the IT department and the addresses of its three campuses
 * (Viçosa, Florestal, Rio Paranaíba). No props: the addresses live in the message catalog.
 * @example <Footer />
 */
export function Footer() {
  return (
    <footer className="ch-footer">
      <div className="ch-container">
        <p className="ch-footer__org">
          <strong>{t('app.university')}</strong>
          <span className="ch-footer__sep" aria-hidden="true">
            {' · '}
          </span>
          <span>{t('app.department')}</span>
        </p>
        <ul className="ch-footer__campuses" aria-label={t('footer.label')}>
          {CAMPUSES.map((campus) => (
            <li key={campus.name}>
              <address className="ch-footer__address">
                <strong>{t(campus.name)}</strong>
                <br />
                {t(campus.street)}
                <br />
                {t(campus.city)}
              </address>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
