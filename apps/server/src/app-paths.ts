import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built web app, served at / in production. */
export const webDistFolder = path.resolve(here, '../../web/dist');
