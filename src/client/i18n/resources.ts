/** The bundled translations, one JSON file per language and namespace. */
import arCommon from './locales/ar/common.json';
import arHome from './locales/ar/home.json';
import arPlayer from './locales/ar/player.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enPlayer from './locales/en/player.json';
import frCommon from './locales/fr/common.json';
import frHome from './locales/fr/home.json';
import frPlayer from './locales/fr/player.json';
import wolCommon from './locales/wol/common.json';
import wolHome from './locales/wol/home.json';
import wolPlayer from './locales/wol/player.json';

export const resources = {
  fr: { common: frCommon, home: frHome, player: frPlayer },
  en: { common: enCommon, home: enHome, player: enPlayer },
  ar: { common: arCommon, home: arHome, player: arPlayer },
  wol: { common: wolCommon, home: wolHome, player: wolPlayer },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['fr'];
  }
}
