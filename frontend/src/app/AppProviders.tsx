import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { i18n } from './i18n';
import { theme } from './theme';

export function AppProviders({
  client,
  children,
}: {
  client: ApolloClient;
  children: React.ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
