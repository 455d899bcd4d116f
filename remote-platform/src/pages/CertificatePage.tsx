import { useState } from 'react';
import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Box, HStack, Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { Button } from '@qa/shared/ui/primitives/Button';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { COMPANY_NAME } from '@qa/shared/kernel/constants';
import { formatDate } from '@qa/shared/kernel/format/date';
import { isNotFound } from '@qa/shared/data/retry';
import { QueryStates } from '@qa/shared/ui/primitives/QueryStates';
import { useCertificate } from '../features/rating/api/certificate';
import { CertificateSheet, PRINT_CSS } from '../features/rating/components/CertificateSheet';
import { numericId } from '../lib/item-page';

export default function CertificatePage() {
  const { userId, certificateId } = useParams();
  const certificate = useCertificate(numericId(userId), numericId(certificateId));
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const path = href('certificate', { userId: numericId(userId), certificateId: numericId(certificateId) });
  // The page's public address: what "Copy link" copies, the sheet names for checking, and previews show.
  const publicUrl = new URL(path, window.location.origin).href;
  const data = certificate.data;
  useDocumentTitle(data ? `Certificate: ${data.courseTitle}` : certificate.isError ? null : 'Certificate');
  usePageMeta(
    data
      ? {
          title: `Certificate: ${data.courseTitle}`,
          description: `${data.fullName} completed ${data.courseTitle} on ${COMPANY_NAME} (issued ${formatDate(data.issuedAt)}, certificate ${data.code}).`,
          path,
        }
      : null,
  );
  const copy = () =>
    navigator.clipboard
      .writeText(publicUrl)
      .then(() => setCopied('copied'))
      .catch(() => setCopied('failed'));

  if (
    numericId(userId) === 0 ||
    numericId(certificateId) === 0 ||
    (certificate.isError && isNotFound(certificate.error))
  )
    return <NotFound />;
  return (
    <PageContainer>
      <style>{PRINT_CSS}</style>
      <Stack gap="6">
        <BackLink text="Learner profile" to={href('rating-user', { id: String(numericId(userId)) })} showLogo={false} />
        <PageTitle>{certificate.data ? `Certificate: ${certificate.data.courseTitle}` : 'Certificate'}</PageTitle>
        <QueryStates
          query={certificate}
          loadingLabel="Loading the certificate"
          skeleton={<Box aspectRatio={297 / 210} bg="gray.100" rounded="md" />}
          errorTitle="The certificate could not be loaded"
        >
          {(data) => (
            <>
              <HStack gap="3" wrap="wrap">
                <Button onClick={() => window.print()}>Print or save as PDF</Button>
                <Button variant="secondary" onClick={() => void copy()}>
                  Copy link
                </Button>
                <Text role="status" fontSize="sm" color={copied === 'failed' ? 'red.600' : 'green.700'}>
                  {copied === 'copied'
                    ? 'Link copied'
                    : copied === 'failed'
                      ? 'Could not copy; copy the address bar instead.'
                      : ''}
                </Text>
              </HStack>
              <CertificateSheet certificate={data} verifyUrl={publicUrl} />
            </>
          )}
        </QueryStates>
      </Stack>
    </PageContainer>
  );
}
