/** The bundled translations, one JSON file per language and namespace. */
import arAudios from './locales/ar/audios.json';
import arCommon from './locales/ar/common.json';
import arHome from './locales/ar/home.json';
import arPoems from './locales/ar/poems.json';
import arPoets from './locales/ar/poets.json';
import arStatistics from './locales/ar/statistics.json';
import arStorage from './locales/ar/storage.json';
import enAudios from './locales/en/audios.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enPoems from './locales/en/poems.json';
import enPoets from './locales/en/poets.json';
import enStatistics from './locales/en/statistics.json';
import enStorage from './locales/en/storage.json';
import frAudios from './locales/fr/audios.json';
import frCommon from './locales/fr/common.json';
import frHome from './locales/fr/home.json';
import frPoems from './locales/fr/poems.json';
import frPoets from './locales/fr/poets.json';
import frStatistics from './locales/fr/statistics.json';
import frStorage from './locales/fr/storage.json';
import wolAudios from './locales/wol/audios.json';
import wolCommon from './locales/wol/common.json';
import wolHome from './locales/wol/home.json';
import wolPoems from './locales/wol/poems.json';
import wolPoets from './locales/wol/poets.json';
import wolStatistics from './locales/wol/statistics.json';
import wolStorage from './locales/wol/storage.json';

export const resources = {
  fr: {
    common: frCommon,
    home: frHome,
    storage: frStorage,
    poems: frPoems,
    poets: frPoets,
    audios: frAudios,
    statistics: frStatistics,
  },
  en: {
    common: enCommon,
    home: enHome,
    storage: enStorage,
    poems: enPoems,
    poets: enPoets,
    audios: enAudios,
    statistics: enStatistics,
  },
  ar: {
    common: arCommon,
    home: arHome,
    storage: arStorage,
    poems: arPoems,
    poets: arPoets,
    audios: arAudios,
    statistics: arStatistics,
  },
  wol: {
    common: wolCommon,
    home: wolHome,
    storage: wolStorage,
    poems: wolPoems,
    poets: wolPoets,
    audios: wolAudios,
    statistics: wolStatistics,
  },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['fr'];
  }
}
