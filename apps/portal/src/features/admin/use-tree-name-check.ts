import { useLazyAdminTreeByNameQuery } from '@chamados/portal-api';
import { ADMIN_DEBOUNCE_MS, tAdmin, useDebouncedCallback } from '@chamados/portal-ui';
import { useCallback, useRef, useState } from 'react';

/**
 * The name rules of spec §5: required and not blank at once; unique, asked of the server 300 ms
 * after the last key (`GET /api/admin/arvore/nome/{nome}`: a 404 means free; the same name on
 * another id is a clash). Returns the error to show and a way to check a name.
 */
export function useTreeNameCheck(id: number | undefined) {
  const [error, setError] = useState<string>();
  const [lookUp] = useLazyAdminTreeByNameQuery();
  const latest = useRef('');
  const unique = useDebouncedCallback(async (name: string) => {
    const { data } = await lookUp(name.trim(), false);
    // An answer about a name the admin has since changed says nothing.
    if (latest.current !== name) return;
    setError(data && data.id !== id ? tAdmin('admin.form.nameTaken') : undefined);
  }, ADMIN_DEBOUNCE_MS);

  const check = useCallback(
    (name: string) => {
      latest.current = name;
      if (name.trim() === '') {
        unique.cancel();
        setError(tAdmin('admin.form.required'));
        return;
      }
      setError(undefined);
      unique.run(name);
    },
    [unique],
  );

  return { error, check, setError };
}
