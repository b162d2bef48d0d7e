/// <reference types="vite/client" />

/** Injected by vite.config.ts from web/package.json. */
declare const __APP_VERSION__: string;

/** Emulator builds only: the seeded demo account offered on the Login screen; null otherwise. */
declare const __DEMO_ACCOUNT__: { email: string; password: string } | null;

/** An icon made at build time by web/vite-plugins/icon-modules.ts, named as `@mui/icons-material` names it. */
declare module 'virtual:icons/*' {
  import type SvgIcon from '@mui/material/SvgIcon';

  const Icon: typeof SvgIcon;
  export default Icon;
}
