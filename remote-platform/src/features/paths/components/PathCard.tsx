import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Box, chakra, HStack, Image, Stack, Text } from '@qa/shared/ui/kit';
import { levelLabel, plural } from '../../courses/components/course-format';
import type { CareerPath } from '../api/paths';

const CardLink = chakra(Link);

/** A career path: the role it leads to (its title), level, duration and how many courses it takes. */
export function PathCard({ path }: { path: CareerPath }) {
  return (
    <Box as="article" h="full">
      <CardLink
        to={href('path', { id: String(path.id) })}
        display="flex"
        flexDirection="column"
        h="full"
        bg="white"
        borderWidth="1px"
        borderColor="border"
        rounded="xl"
        overflow="hidden"
        _hover={{ boxShadow: 'lg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      >
        <Image src={path.imageUrl} alt="" aspectRatio={1200 / 630} w="full" objectFit="cover" />
        <Stack gap="2" p="5" flex="1">
          <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase">
            Career path
          </Text>
          <chakra.h2 fontSize="xl" fontWeight="bold">
            {path.title}
          </chakra.h2>
          <Text fontSize="sm" color="fg.muted" flex="1">
            {path.description}
          </Text>
          <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
            <span>{levelLabel(path.level)}</span>
            <span aria-hidden="true">·</span>
            <span>{plural(path.durationWeeks, 'week')}</span>
            <span aria-hidden="true">·</span>
            <span>{plural(path.coursesCount, 'course')}</span>
          </HStack>
        </Stack>
      </CardLink>
    </Box>
  );
}
