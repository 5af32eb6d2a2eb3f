import { fakeToken } from '@chamados/portal-api/msw';
import { useLocation } from 'react-router';

/** The CPF of {@link testUserToken}: the user id the server sees (spec §6). */
export const TEST_USER_ID = '12345678900';

/** A live token of a student identified by CPF, for page tests. */
export const testUserToken = fakeToken({
  nome: 'Ana Souza',
  cpf: TEST_USER_ID,
  email: 'ana@ufv.br',
  exp: Date.now() / 1000 + 3600,
});

/** A route a page test lands on when the page navigates away: it says where it is. */
export function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Página {pathname + search}</p>;
}
