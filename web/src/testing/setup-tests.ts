import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// MUI in jsdom is slow on two shared cores; `findBy`/`waitFor` get more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
