/**
 * Whether searches also find a word's other spellings ("Serigne" finds sëriñ: the domain's
 * spellingKey). On by default (most readers write Wolof the French way), and the reader's last
 * choice once they made one, in the statistics or the poems screen: one choice for both,
 * kept on this device (localStorage, never sent).
 */
import { rememberSwitch, rememberedSwitch } from '@client/lib/remembered-switch';

const KEY = 'search.spellingVariants';

export const rememberedVariants = () => rememberedSwitch(KEY);

export const rememberVariants = (variants: boolean) => rememberSwitch(KEY, variants);
