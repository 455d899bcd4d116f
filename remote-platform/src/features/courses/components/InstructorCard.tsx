import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Box, chakra, Heading, HStack, Image, Stack, Text } from '@qa/shared/ui/kit';
import type { Instructor } from '../api/types';

const NameLink = chakra(Link);

export function InstructorCard({ instructor, courseSlug }: { instructor: Instructor; courseSlug: string }) {
  return (
    <Stack as="section" aria-labelledby="instructor" gap="3">
      <Heading as="h2" id="instructor" size="xl">
        Your instructor
      </Heading>
      <Box borderWidth="1px" borderColor="border" rounded="xl" p="5" bg="white">
        <HStack gap="4" align="flex-start">
          <Image src={instructor.photoUrl} alt="" w="16" h="16" rounded="full" flexShrink={0} />
          <Stack gap="1">
            <NameLink
              to={href('instructor', { courseSlug, instructorId: String(instructor.id) })}
              fontWeight="bold"
              fontSize="lg"
              color="brand.fg"
              _hover={{ textDecoration: 'underline' }}
            >
              {instructor.name}
            </NameLink>
            <Text fontSize="sm" color="fg.muted">
              {instructor.title}
            </Text>
            <Text fontSize="sm">{instructor.bio}</Text>
          </Stack>
        </HStack>
      </Box>
    </Stack>
  );
}
