import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ConfirmIdentityHost } from "../components/confirm-identity-host";
import { httpStatusOf } from "../lib/errors";
import { i18n } from "../lib/i18n/i18n";
import { createTrpcClient, TRPCProvider } from "../lib/trpc";

const MAX_RETRIES = 2;

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not fix itself on retry; network blips and 5xx might.
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < MAX_RETRIES;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
          <ConfirmIdentityHost />
        </TRPCProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
