import { setGlobalOptions } from 'firebase-functions';

// Called once, before any function module is evaluated (index.ts imports this first).
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });
