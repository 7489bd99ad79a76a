import type { DiaryPage } from '@shared/schemas/diary';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { dayIn, viewerTimeZone } from '../../i18n/format-day';
import { queryClient, trpc, trpcClient } from '../../lib/trpc';

/** The diary's pages as My List shows them (page 1, 2, … of 50, newest first). */
export const DIARY_PAGES_KEY = ['diary', 'pages'] as const;

export function useDiaryPages() {
  return useInfiniteQuery({
    queryKey: DIARY_PAGES_KEY,
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<DiaryPage> => trpcClient.diary.list.query({ page: pageParam }),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    staleTime: 10_000,
  });
}

/** After a change: the pages, and every title's viewings (the dialog's rewatch mark). */
export function refreshDiary(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: DIARY_PAGES_KEY }),
    queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.diary) }),
  ]);
}

/** The reader's time zone (IANA), for "today" on the server. */
export const readerZone = (): string => viewerTimeZone();

/** Today in the reader's zone, YYYY-MM-DD. */
export const localToday = (): string => dayIn(viewerTimeZone());
