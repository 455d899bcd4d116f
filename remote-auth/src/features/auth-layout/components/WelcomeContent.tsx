import { ChatToggleButton } from '@qa/shared/ui/ChatButtons';
import { Box, Heading, Stack, Text } from '@qa/shared/ui/kit';

export const welcomeTitle = "You're One Step Closer to Advancing Your QA Career ...";

const benefits = [
  'Secure your seat during checkout',
  'Save your progress and bonuses',
  'Unlock full access to your chosen program benefits',
] as const;

/** The authWithText welcome of docs/behaviour.md "Auth layout": the same content beside the card or in the modal. */
export function WelcomeContent({ titleAs = 'h2' }: { titleAs?: 'h2' | 'none' }) {
  return (
    <Stack gap="5">
      {titleAs === 'h2' && (
        <Heading as="h2" size="2xl" lineHeight="short">
          {welcomeTitle}
        </Heading>
      )}
      <Text color="fg.muted">
        To get started, please register (for new users) or log in using Google, Facebook, or email. (takes less than 60
        sec)
      </Text>
      <Box as="ul" listStyleType="none" display="grid" gap="3" aria-label="Why create an account">
        {benefits.map((benefit) => (
          <Box as="li" key={benefit} display="flex" gap="3" alignItems="flex-start">
            <Box
              aria-hidden
              flexShrink={0}
              mt="0.5"
              w="5"
              h="5"
              rounded="full"
              bg="brand.500"
              color="white"
              fontSize="xs"
              display="grid"
              placeItems="center"
            >
              ✓
            </Box>
            <Text>{benefit}</Text>
          </Box>
        ))}
      </Box>
      <Stack gap="2" align="flex-start">
        <Text fontSize="sm" color="fg.muted">
          Have a question before you start? Our community answers in the chat.
        </Text>
        <ChatToggleButton variant="outline" size="sm" />
      </Stack>
    </Stack>
  );
}
