/**
 * What a reader chooses to see of a poem that has Wolofal: both scripts (the default: a
 * reader meets the Wolofal where it exists), the Latin text only, or the Wolofal only. One
 * remembered choice for every such poem; a poem without Wolofal shows its Latin text whatever
 * the choice. Zod-free and React-free: the client's settings and the shared renderer read it.
 */
export const SCRIPT_CHOICES = ['both', 'latin', 'wolofal'] as const;
export type ScriptChoice = (typeof SCRIPT_CHOICES)[number];
export const DEFAULT_SCRIPT_CHOICE: ScriptChoice = 'both';
