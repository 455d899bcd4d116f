import { Link as RouterLink } from '@qa/shared/routing/router';
import { Box, Heading, SimpleGrid, Text } from '@qa/shared/ui/kit';
import { LandingHero } from '../features/landing/LandingHero';

const highlights = [
  { title: 'Career Paths', text: 'Step-by-step tracks from manual testing to automation.', to: '/paths' },
  { title: 'Workshops & Events', text: 'Live sessions with practising QA engineers.', to: '/events' },
  { title: 'Mentorship', text: 'One-to-one reviews of your projects and CV.', to: '/mentorship' },
];

/** `/` and `/plans`. */
export default function LandingPage() {
  return (
    <>
      <LandingHero />
      <Box as="section" aria-labelledby="landing-highlights" maxW="5xl" mx="auto" px="4" py="14">
        <Heading id="landing-highlights" as="h2" size="xl" mb="6">
          Everything you need to get hired
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {highlights.map((item) => (
            <Box key={item.to} asChild p="6" borderWidth="1px" borderRadius="lg" _hover={{ borderColor: 'brand.500' }}>
              <RouterLink to={item.to}>
                <Heading as="h3" size="md" mb="2">
                  {item.title}
                </Heading>
                <Text color="fg.muted">{item.text}</Text>
              </RouterLink>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </>
  );
}
