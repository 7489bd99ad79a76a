import { Tabs as T } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { styled } from './styled';

/** The one tab look (radix Tabs: arrow keys, Home and End, tab/tabpanel roles). */
export const Tabs = T.Root;

export const TabsList = styled(T.List, 'flex border-b border-border');

/** Underlined in the brand colour when active. */
export const TabsTrigger = styled(
  T.Trigger,
  'shrink-0 border-b-2 border-transparent text-sm font-medium text-muted transition-colors hover:text-fg data-[disabled]:cursor-not-allowed data-[state=active]:border-accent data-[state=active]:text-white',
);

export const TabsContent = styled(T.Content, 'focus-visible:outline-none');

/** One panel per tab, in order. */
export function TabPanels<Id extends string>({ panels }: { panels: Record<Id, ReactNode> }) {
  return (Object.entries(panels) as [Id, ReactNode][]).map(([id, panel]) => (
    <TabsContent key={id} value={id}>
      {panel}
    </TabsContent>
  ));
}

/**
 * The open tab, kept in the URL (?tab=…) so a reload or a link keeps it; the first tab has
 * no parameter. Unknown values open the first tab.
 */
export function useTabParam<Id extends string>(ids: readonly Id[]): [Id, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const first = ids[0] as Id;
  const tab = ids.find((id) => id === requested) ?? first;
  const setTab = (next: string) => setParams(next === first ? {} : { tab: next }, { replace: true });
  return [tab, setTab];
}
