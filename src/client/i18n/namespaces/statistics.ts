/** The French 'statistics' namespace, registered by the chunks that use it (see ../resources.ts). */
import fr from '../locales/fr/statistics.json';
import { registerFrench } from '../register-namespace';

registerFrench('statistics', fr);
