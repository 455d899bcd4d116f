/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatDate } from '@qa/shared/kernel/format/date';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Card, CardGrid, CardLink } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Text } from '@qa/shared/ui/primitives/text';
import type { Certificate } from '../api/rating-profile';

/** A learner's certificates as cards, each one link to the certificate (the dashboard, a learner's profile). */
export function CertificateGrid({
  userId,
  certificates,
  columns = 3,
}: {
  userId: number;
  certificates: Certificate[];
  columns?: 2 | 3;
}) {
  return (
    <CardGrid columns={columns} label="Certificates">
      {certificates.map((certificate) => (
        <Card as="li" linked key={certificate.id}>
          <CardTitle>
            <CardLink to={href('certificate', { userId: String(userId), certificateId: String(certificate.id) })}>
              {certificate.courseTitle}
            </CardLink>
          </CardTitle>
          <Text size="sm" tone="muted">
            Issued {formatDate(certificate.issuedAt)} · {certificate.code}
          </Text>
        </Card>
      ))}
    </CardGrid>
  );
}
