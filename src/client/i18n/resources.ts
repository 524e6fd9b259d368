/** The bundled translations, one JSON file per language and namespace. */
import arCommon from './locales/ar/common.json';
import arHome from './locales/ar/home.json';
import arStorage from './locales/ar/storage.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enStorage from './locales/en/storage.json';
import frCommon from './locales/fr/common.json';
import frHome from './locales/fr/home.json';
import frStorage from './locales/fr/storage.json';
import wolCommon from './locales/wol/common.json';
import wolHome from './locales/wol/home.json';
import wolStorage from './locales/wol/storage.json';

export const resources = {
  fr: { common: frCommon, home: frHome, storage: frStorage },
  en: { common: enCommon, home: enHome, storage: enStorage },
  ar: { common: arCommon, home: arHome, storage: arStorage },
  wol: { common: wolCommon, home: wolHome, storage: wolStorage },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['fr'];
  }
}
