/** The French 'poets' namespace, registered by the chunks that use it (see ../resources.ts). */
import fr from '../locales/fr/poets.json';
import { registerFrench } from '../register-namespace';

registerFrench('poets', fr);
