/** The providers around the router: Chakra, with the locale and reading direction of the page. */
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { effectiveDirection } from './components/settings/settings-store';
import { useSettings } from './components/settings/use-settings';
import { htmlLangOf, isLanguage } from '@domain/i18n/languages';
import { getRouter } from './router';
import { getSystem } from './theme/system';

export function App() {
  const { i18n } = useTranslation();
  const { settings } = useSettings();
  const lng = i18n.resolvedLanguage ?? 'fr';
  const locale = isLanguage(lng) ? htmlLangOf(lng) : 'fr';
  // Chakra reads the direction from the locale; an explicit rtl setting adds a script tag.
  const dir = effectiveDirection(lng, settings);
  return (
    <ChakraProvider value={getSystem()}>
      <LocaleProvider locale={dir === 'rtl' && locale !== 'ar' ? `${locale}-Arab` : locale}>
        <RouterProvider router={getRouter()} />
      </LocaleProvider>
    </ChakraProvider>
  );
}
