import { formatDate } from '@qa/shared/kernel/format/date';
import { Box, Stack, Text } from '@qa/shared/ui/kit';
import type { CertificateDetail } from '../api/certificate';

/** Printed on one A4 landscape page; the rest of the site is hidden in print. */
export const PRINT_CSS = `@page { size: A4 landscape; margin: 10mm; }
@media print {
  body * { visibility: hidden; }
  #certificate-sheet, #certificate-sheet * { visibility: visible; }
  #certificate-sheet { position: fixed; inset: 0; margin: 0; box-shadow: none; }
}`;

/** The certificate itself: a framed sheet with the learner, the course, the date and the code. */
export function CertificateSheet({ certificate }: { certificate: CertificateDetail }) {
  return (
    <Box
      id="certificate-sheet"
      aspectRatio={297 / 210}
      bg="white"
      rounded="md"
      boxShadow="lg"
      p={{ base: 3, sm: 6 }}
      css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
    >
      <Stack
        h="full"
        align="center"
        justify="center"
        gap={{ base: 1, sm: 3, md: 4 }}
        textAlign="center"
        borderWidth={{ base: '3px', md: '6px' }}
        borderStyle="double"
        borderColor="brand.500"
        rounded="sm"
        px="4"
      >
        <Text
          fontSize={{ base: '2xs', sm: 'sm' }}
          letterSpacing="widest"
          textTransform="uppercase"
          color="brand.fg"
          fontWeight="bold"
        >
          QA Career · Certificate of completion
        </Text>
        <Text fontSize={{ base: 'xs', sm: 'md' }} color="fg.muted">
          This certifies that
        </Text>
        <Text as="p" fontSize={{ base: 'xl', sm: '3xl', md: '5xl' }} fontWeight="bold" fontFamily="Georgia, serif">
          {certificate.fullName}
        </Text>
        <Text fontSize={{ base: 'xs', sm: 'md' }} color="fg.muted">
          has successfully completed the course
        </Text>
        <Text as="p" fontSize={{ base: 'md', sm: 'xl', md: '2xl' }} fontWeight="semibold" color="brand.fg">
          {certificate.courseTitle}
        </Text>
        <Text fontSize={{ base: '2xs', sm: 'sm' }} color="fg.muted">
          Issued {formatDate(certificate.issuedAt)} · Certificate {certificate.code}
        </Text>
      </Stack>
    </Box>
  );
}
