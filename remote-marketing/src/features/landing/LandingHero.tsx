import { Link as RouterLink } from '@qa/shared/routing/router';
import { Box, Button, Heading, HStack, Text } from '@qa/shared/ui/kit';

/** The landing hero: the largest paint of `/`, kept text-only so it needs no image request. */
export function LandingHero() {
  return (
    <Box as="section" bg="brand.500" color="white" px={{ base: '4', md: '8' }} py={{ base: '14', md: '24' }}>
      <Box maxW="5xl" mx="auto">
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" mb="5" maxW="3xl">
          Start your QA career with a plan, a mentor and real projects
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl" mb="8" opacity={0.92}>
          Courses, career paths, live workshops and mentorship for manual and automation testers — from your first bug
          report to your first offer.
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild size="lg" bg="white" color="brand.600" _hover={{ bg: 'brand.50' }}>
            <RouterLink to="/registration">Start for free</RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to="/subscriptions">See plans</RouterLink>
          </Button>
        </HStack>
      </Box>
    </Box>
  );
}
