/**
 * The French 'errors' namespace: one sentence per API error code (src/domain/error-codes.ts),
 * the one table lib/error-text.ts says every API error through. Registered by the chunks
 * that show errors (see ../resources.ts).
 */
import fr from '../locales/fr/errors.json';
import { registerFrench } from '../register-namespace';

registerFrench('errors', fr);
