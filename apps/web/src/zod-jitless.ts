import { z } from 'zod';

/**
 * Zod compiles a fast parser for object schemas with `new Function`, first probing whether it
 * may: under the app's Content-Security-Policy (no 'unsafe-eval') the probe is refused and the
 * browser reports a violation, even though zod swallows the error. Jitless skips the probe and
 * the compiler. It must run before any object schema is built (zod decides when a schema is
 * made, not when it parses): main.tsx imports this module first. The server keeps the compiler.
 */
z.config({ jitless: true });
