/** The providers around the router: Chakra (with the reading direction of the language) and i18n. */
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, isLanguage } from './i18n/languages';
import { router } from './router';
import { system } from './theme/system';

export function App() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={isLanguage(lng) ? htmlLangOf(lng) : 'fr'}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ChakraProvider>
  );
}
