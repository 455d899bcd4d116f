import { formatDate } from '@qa/shared/kernel/format/date';
import { Box, Stack, Text } from '@qa/shared/ui/chakra/kit';
import type { CertificateDetail } from '../api/certificate';

/** A printed certificate keeps its colours and border. */
const printExact = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } as const;

/**
 * Printed alone on one A4 landscape page. Every element that neither holds the sheet nor is part of
 * it (the host's header, drawer and footer, the page's buttons) is left out of the print, so nothing
 * adds a second page; the sheet's ancestors give it the whole page; the sheet is as tall as the page
 * inside its margins (at its screen ratio it would be 196 mm of the 190). `visibility` is the fallback
 * of a browser without `:has()`.
 */
export const PRINT_CSS = `@page { size: A4 landscape; margin: 10mm; }
@media print {
  html, body { background: none; }
  body * { visibility: hidden; }
  #certificate-sheet, #certificate-sheet * { visibility: visible; }
  body *:not(:has(#certificate-sheet)):not(#certificate-sheet):not(#certificate-sheet *) { display: none !important; }
  body :has(#certificate-sheet) {
    margin: 0 !important; padding: 0 !important; border: 0 !important; gap: 0 !important;
    min-height: 0 !important; max-width: none !important; box-shadow: none !important; background: none !important;
  }
  #certificate-sheet { box-sizing: border-box; width: 100%; height: 190mm; aspect-ratio: auto; margin: 0; box-shadow: none; break-inside: avoid; }
}`;

/**
 * The certificate itself: a framed sheet with the learner, the course, the date, the code and
 * where anyone can check it (`verifyUrl`, this page's public address).
 */
export function CertificateSheet({ certificate, verifyUrl }: { certificate: CertificateDetail; verifyUrl: string }) {
  return (
    <Box
      id="certificate-sheet"
      aspectRatio={297 / 210}
      bg="white"
      rounded="md"
      boxShadow="lg"
      p={{ base: 3, sm: 6 }}
      css={printExact}
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
        <Text fontSize={{ base: '2xs', sm: 'xs' }} color="fg.muted" wordBreak="break-all">
          Verify at {verifyUrl}
        </Text>
      </Stack>
    </Box>
  );
}
