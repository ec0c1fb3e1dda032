/**
 * Zod compiles a fast parser for object schemas with `new Function`, first probing whether it
 * may: under the app's Content-Security-Policy (no 'unsafe-eval') the probe is refused and the
 * browser reports a violation, even though zod swallows the error. Jitless skips the probe and
 * the compiler. It must hold before any object schema is built (zod decides when a schema is
 * made, not when it parses): main.tsx imports this module first.
 *
 * Written into zod's global config object (what `z.config({ jitless: true })` writes), which zod
 * adopts when it loads, so the entry does not load zod itself (25 KB gzip the sign-in page does
 * not need); zod-jitless.test.ts checks that zod reads it. The server keeps the compiler.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

// A module, imported for its effect alone.
export {};
