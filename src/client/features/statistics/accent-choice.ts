/**
 * Whether the word statistics ignore accents when the address does not say: on by default
 * (readers of Wolof rarely type its diacritics, and "gerem" found nothing for
 * "Gërëm", while the poem search already ignores them), and the reader's last choice once
 * they made one, kept on this device (localStorage, never sent).
 */
import { rememberSwitch, rememberedSwitch } from '@client/lib/remembered-switch';

const KEY = 'statistics.ignoreAccents';

export const rememberedIgnoreAccents = () => rememberedSwitch(KEY);

export const rememberIgnoreAccents = (ignoreAccents: boolean) => rememberSwitch(KEY, ignoreAccents);
