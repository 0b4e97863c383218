/** Replaced at build time in the boot script: the landing page's chunks to preload. */
declare const __LANDING_CHUNKS__: string[];
/** Replaced at build time in the boot script: the router's chunks to preload when the visit is not the landing page. */
declare const __APP_CHUNKS__: string[];
/** Replaced at build time in the boot script: the entry module and the chunks it imports. */
declare const __ENTRY__: string;
declare const __ENTRY_CHUNKS__: string[];
/** Replaced at build time in game.html's boot script: the game page's chunks to preload (ADR 0017). */
declare const __GAME_CHUNKS__: string[];
