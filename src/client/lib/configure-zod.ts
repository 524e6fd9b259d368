/**
 * Zod compiles fast parsers with `new Function` unless told not to, and merely probing
 * for it is reported as a violation of our Content-Security-Policy (script-src 'self').
 * Imported first by main.tsx so no schema is built before this runs.
 */
import { z } from 'zod';

z.config({ jitless: true });
