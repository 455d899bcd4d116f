import type { ComponentProps, ReactNode } from 'react';
import { Box, Button, Heading, Stack, Text } from '@qa/shared/ui/kit';

/** A failed call: the server's sentence and a Retry that asks again. */
export function ErrorState({
  title = 'Something went wrong',
  error,
  onRetry,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
}) {
  const message = error instanceof Error ? error.message : 'Please try again.';
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.200" bg="red.50" rounded="xl" p={{ base: 5, md: 6 }}>
      <Stack gap="3" align="flex-start">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button onClick={onRetry} colorPalette="brand" size="sm">
          Retry
        </Button>
      </Stack>
    </Box>
  );
}

/** A list with nothing in it: what that means and where to go. `headingLevel` keeps the outline in order inside a section. */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 'h2',
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      rounded="xl"
      p={{ base: 6, md: 10 }}
      textAlign="center"
    >
      <Stack gap="3" align="center">
        <Heading as={headingLevel} size="md">
          {title}
        </Heading>
        {children ? <Text color="fg.muted">{children}</Text> : null}
        {action}
      </Stack>
    </Box>
  );
}

/** A grey block the size of what is loading (no layout shift when it arrives). */
type BoxProps = ComponentProps<typeof Box>;

export function SkeletonBlock({
  h,
  w = '100%',
  rounded = 'md',
}: {
  h: BoxProps['h'];
  w?: BoxProps['w'];
  rounded?: BoxProps['rounded'];
}) {
  return <Box aria-hidden="true" bg="gray.100" h={h} w={w} rounded={rounded} />;
}

/** The loading state of a section: a status for assistive tech around skeletons sized like the content. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      {children}
    </Box>
  );
}
