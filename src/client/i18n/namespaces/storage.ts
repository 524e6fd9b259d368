/** The French 'storage' namespace, registered by the chunks that use it (see ../resources.ts). */
import fr from '../locales/fr/storage.json';
import { registerFrench } from '../register-namespace';

registerFrench('storage', fr);
