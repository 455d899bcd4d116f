import { useParams } from '@qa/shared/kernel/routing/router';
import { Box, Heading, Text } from '@qa/shared/ui/kit';

export interface RoutePlaceholderProps {
  title: string;
  owner: string;
}

/** A page not yet built: shows its route's name, owner and params. Later issues replace it. */
export function RoutePlaceholder({ title, owner }: RoutePlaceholderProps) {
  const params = useParams();
  const entries = Object.entries(params).filter(([key]) => key !== '*');
  return (
    <Box as="section" py="12" px={{ base: '4', md: '8' }} maxW="5xl" mx="auto" data-owner={owner}>
      <Heading as="h1" size="2xl" mb="3">
        {title}
      </Heading>
      <Text color="fg.muted">Served by the {owner} app.</Text>
      {entries.length > 0 && (
        <Box as="dl" mt="4">
          {entries.map(([key, value]) => (
            <Text key={key}>
              <Box as="dt" display="inline" fontWeight="semibold">
                {key}:
              </Box>{' '}
              <Box as="dd" display="inline" data-param={key}>
                {value}
              </Box>
            </Text>
          ))}
        </Box>
      )}
    </Box>
  );
}
