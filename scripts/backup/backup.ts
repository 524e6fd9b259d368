/**
 * npm run backup -- FILE (backup-command.ts). A backup runs beside a server that keeps
 * serving, often on the same small machine: it lowers its CPU priority to `nice`'s default
 * (10) before loading anything, so readers' requests come first and the backup takes the
 * CPU they leave (docs/operations.md, "Under load"). The command's own modules are loaded
 * after that, as their compilation at start is a good part of its CPU.
 */
import { constants, setPriority } from 'node:os';

try {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Some systems refuse; the backup is the same, only less polite.
}
await import('./backup-command');
