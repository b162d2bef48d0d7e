import { apiOrigin, auth, longRequestOrigin } from '@/lib/firebase';
import { createFunctionsClient } from './functions-client';

/**
 * The app's functions client: the origin of `VITE_API_ORIGIN` (the page's own, whose Hosting
 * rewrites reach the functions, unless configured), the functions' own origin for those that may
 * run past Hosting's 60 s (`long-requests.ts`), and the ID token of Firebase Auth's
 * current user.
 */
export const functionsClient = createFunctionsClient({
  origin: apiOrigin,
  longRequestOrigin,
  currentUser: () => auth.currentUser,
});
