/** The French 'admin' namespace (the dashboard's lists, views and deletes), registered by the chunks that use it. */
import fr from '../locales/fr/admin.json';
import { registerFrench } from '../register-namespace';

registerFrench('admin', fr);
