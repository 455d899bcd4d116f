import { Link as RouterLink } from '@qa/shared/routing/router';
import { Box, Button, Heading, Text } from '@qa/shared/ui/kit';

export default function NotFoundPage() {
  return (
    <Box py="20" px="4" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="brand.500" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="xl" mb="3">
        Page not found
      </Heading>
      <Text mb="6" color="fg.muted">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Go to the home page</RouterLink>
      </Button>
    </Box>
  );
}
