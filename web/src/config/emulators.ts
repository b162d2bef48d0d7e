/** Emulator ports, pinned in firebase.json; keep both in step. */
export const EMULATOR_PORTS = {
  auth: 9099,
  database: 9000,
  functions: 5001,
} as const;
