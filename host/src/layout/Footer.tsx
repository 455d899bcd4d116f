import { Link as RouterLink } from '@qa/shared/routing/router';
import { Box, Flex, Text } from '@qa/shared/ui/kit';
import { Logo } from '@qa/shared/ui/Logo';

/** The footer frame; its content columns come from the blog API (host shell issue). */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" py="10" px="4">
      <Flex maxW="7xl" mx="auto" direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
        <RouterLink to="/" aria-label="QA Career home">
          <Logo color="#6F72F0" />
        </RouterLink>
        <Text fontSize="sm">© {new Date().getFullYear()} QA Career Academy. All rights reserved.</Text>
      </Flex>
    </Box>
  );
}
