import { Box, SimpleGrid, Text } from '@qa/shared/ui/kit';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="xl" p="4" bg="white">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
    </Box>
  );
}

/** Rank and score from the access token (no request), and how many courses are under way. */
export function DashboardStats({
  position,
  score,
  inProgress,
}: {
  position: number | null;
  score: number;
  inProgress: number | null;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Stat label="Rank" value={position === null ? '–' : `#${position}`} />
      <Stat label="Score" value={score.toFixed(1)} />
      <Stat label="Courses in progress" value={inProgress === null ? '…' : String(inProgress)} />
    </SimpleGrid>
  );
}
