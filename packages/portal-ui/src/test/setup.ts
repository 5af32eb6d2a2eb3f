import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy… and waitFor wait 1 s by default; a lazy chunk (the markdown renderer, the dialogs)
// compiled on first import takes longer when the whole suite shares a loaded two-core machine,
// and a timeout there is not a bug of the component. What each test checks is unchanged.
configure({ asyncUtilTimeout: 5_000 });
