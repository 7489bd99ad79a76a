import { createContext, type ReactNode, useContext } from 'react';
import { trpc } from './trpc';

/**
 * The catalogue's image base URL (`catalogue.config`). It never changes while the server
 * runs, so it is fetched once. A screen asks for it in the same render as its own query, so
 * httpBatchLink sends both in one request, and provides it to every image below through
 * context: a page of 160 posters then costs one query observer, not 160.
 */
export function useImageBaseQuery(): string | null {
  const q = trpc.catalogue.config.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return q.data?.imageBaseUrl ?? null;
}

/** `undefined` outside a provider (the image then asks for the config itself). */
const ImageBaseContext = createContext<string | null | undefined>(undefined);

export function ImageBaseProvider({ children }: { children: ReactNode }) {
  const base = useImageBaseQuery();
  return <ImageBaseContext.Provider value={base}>{children}</ImageBaseContext.Provider>;
}

export function useProvidedImageBase(): string | null | undefined {
  return useContext(ImageBaseContext);
}
