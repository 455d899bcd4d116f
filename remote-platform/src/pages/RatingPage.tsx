import { useEffect } from 'react';
import { useSearchParams } from '@qa/shared/kernel/routing/router';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { Box, HStack, Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { Button } from '@qa/shared/ui/primitives/Button';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { RATING_PAGE_SIZE, useRatingBoard } from '../features/rating/api/rating-board';
import { RatingTable } from '../features/rating/components/RatingTable';

export default function RatingPage() {
  useDocumentTitle('Rating');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const board = useRatingBoard(page);
  const me = useAuthStore((state) => state.user);
  const myPage = me?.rating.position ? Math.ceil(me.rating.position / RATING_PAGE_SIZE) : null;
  const pages = board.data ? Math.max(1, Math.ceil(board.data.meta.total / RATING_PAGE_SIZE)) : 1;
  const go = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  // After "Show my position", bring the highlighted row into view once its page is on screen.
  const wantsMe = params.get('me') === '1';
  useEffect(() => {
    if (!wantsMe || board.isPlaceholderData || !board.data) return;
    document.getElementById('my-rating-row')?.scrollIntoView?.({ block: 'center' });
  }, [wantsMe, board.isPlaceholderData, board.data]);

  return (
    <PageContainer>
      <Stack gap="6">
        <Stack gap="2">
          <PageTitle>Rating</PageTitle>
          <Text color="fg.muted">Learners earn points for every lecture, quiz and certificate.</Text>
        </Stack>
        {myPage ? (
          <HStack justify="space-between" wrap="wrap" gap="3" p="4" rounded="xl" bg="brand.50">
            <Text>
              You are <strong>#{me?.rating.position}</strong> with {me?.rating.score.toFixed(1)} points.
            </Text>
            <Button size="sm" onClick={() => setParams({ ...(myPage > 1 ? { page: String(myPage) } : {}), me: '1' })}>
              Show my position
            </Button>
          </HStack>
        ) : null}
        {board.isPending ? (
          <Loading label="Loading the rating">
            <SkeletonBlock h={`${RATING_PAGE_SIZE * 49 + 40}px`} rounded="xl" />
          </Loading>
        ) : board.isError ? (
          <ErrorState title="The rating could not be loaded" error={board.error} onRetry={() => void board.refetch()} />
        ) : board.data.data.length === 0 ? (
          <EmptyState title="No learners on the board yet">Complete a lecture to earn your first points.</EmptyState>
        ) : (
          <Box
            borderWidth="1px"
            borderColor="border"
            rounded="xl"
            overflow="hidden"
            aria-busy={board.isPlaceholderData || undefined}
          >
            <RatingTable entries={board.data.data} myId={me?.id ?? null} />
          </Box>
        )}
        {board.data && pages > 1 ? (
          <HStack as="nav" aria-label="Rating pages" justify="space-between">
            <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
              ← Previous
            </Button>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              Page {page} of {pages}
            </Text>
            <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
              Next →
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
