import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { chakra, HStack, Image } from '@qa/shared/ui/kit';
import type { RatingEntry } from '../api/rating-board';

const NameLink = chakra(Link);
const Th = chakra('th', {
  base: { textAlign: 'start', fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium', px: '3', py: '2' },
});
const Td = chakra('td', { base: { px: '3', py: '2.5', borderTopWidth: '1px', borderColor: 'border' } });

/** The board's rows; the signed-in learner's own row is highlighted and named "(you)". */
export function RatingTable({ entries, myId }: { entries: RatingEntry[]; myId: number | null }) {
  return (
    <chakra.table w="full" borderCollapse="collapse" bg="white">
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Learners by score
      </caption>
      <thead>
        <tr>
          <Th scope="col" w="16">
            Rank
          </Th>
          <Th scope="col">Learner</Th>
          <Th scope="col" hideBelow="sm">
            Country
          </Th>
          <Th scope="col" textAlign="end">
            Score
          </Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const mine = entry.userId === myId;
          return (
            <chakra.tr
              key={entry.userId}
              id={mine ? 'my-rating-row' : undefined}
              bg={mine ? 'brand.50' : undefined}
              aria-current={mine ? 'true' : undefined}
            >
              <Td fontWeight="bold">#{entry.position}</Td>
              <Td>
                <HStack gap="3">
                  {entry.profilePhotoUrl ? (
                    <Image src={entry.profilePhotoUrl} alt="" w="8" h="8" rounded="full" />
                  ) : null}
                  <NameLink
                    to={href('rating-user', { id: String(entry.userId) })}
                    fontWeight={mine ? 'bold' : 'medium'}
                    _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
                  >
                    {entry.fullName}
                    {mine ? ' (you)' : ''}
                  </NameLink>
                </HStack>
              </Td>
              <Td hideBelow="sm">{entry.country ?? '–'}</Td>
              <Td textAlign="end" fontVariantNumeric="tabular-nums">
                {entry.score.toFixed(1)}
              </Td>
            </chakra.tr>
          );
        })}
      </tbody>
    </chakra.table>
  );
}
