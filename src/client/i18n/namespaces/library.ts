/** The French 'library' namespace, registered by the chunks that use it (see ../resources.ts). */
import fr from '../locales/fr/library.json';
import { registerFrench } from '../register-namespace';

registerFrench('library', fr);
