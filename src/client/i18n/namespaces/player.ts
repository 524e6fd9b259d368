/** The French 'player' namespace, registered by the chunks that use it (see ../resources.ts). */
import fr from '../locales/fr/player.json';
import { registerFrench } from '../register-namespace';

registerFrench('player', fr);
