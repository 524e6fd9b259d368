/** The French 'admin-form' namespace (the dashboard's forms), registered by the chunks that use it. */
import fr from '../locales/fr/admin-form.json';
import { registerFrench } from '../register-namespace';

registerFrench('admin-form', fr);
