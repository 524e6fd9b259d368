/** The French 'poems' namespace, registered by the chunks that use it (see ../resources.ts). */
import fr from '../locales/fr/poems.json';
import { registerFrench } from '../register-namespace';

registerFrench('poems', fr);
