/** The bundled translations, one JSON file per language and namespace. */
import arCommon from './locales/ar/common.json';
import arHome from './locales/ar/home.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import frCommon from './locales/fr/common.json';
import frHome from './locales/fr/home.json';
import wolCommon from './locales/wol/common.json';
import wolHome from './locales/wol/home.json';

export const resources = {
  fr: { common: frCommon, home: frHome },
  en: { common: enCommon, home: enHome },
  ar: { common: arCommon, home: arHome },
  wol: { common: wolCommon, home: wolHome },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['fr'];
  }
}
