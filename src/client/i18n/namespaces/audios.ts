/** The French 'audios' namespace, registered by the chunks that use it (see ../resources.ts). */
import fr from '../locales/fr/audios.json';
import { registerFrench } from '../register-namespace';

registerFrench('audios', fr);
