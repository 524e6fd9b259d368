/** The French 'home' namespace, registered by the chunks that use it (see ../resources.ts). */
import fr from '../locales/fr/home.json';
import { registerFrench } from '../register-namespace';

registerFrench('home', fr);
