import { apiOrigin, auth } from '@/lib/firebase';
import { createFunctionsClient } from './functions-client';

/**
 * The app's functions client: the origin of `VITE_API_ORIGIN` (the page's own, whose Hosting
 * rewrites reach the functions, unless configured) and the ID token of Firebase Auth's current
 * user.
 */
export const functionsClient = createFunctionsClient({
  origin: apiOrigin,
  currentUser: () => auth.currentUser,
});
