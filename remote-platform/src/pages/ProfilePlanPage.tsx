import { formatDate } from '@qa/shared/kernel/format/date';
import { href } from '@qa/shared/kernel/routing/route-table';
import { useCurrentSubscription } from '@qa/shared/data/subscriptions';
import { formatPeriod } from '@qa/shared/kernel/format/price';
import { Price } from '@qa/shared/data/prices/Price';
import { useSubscriptionClick } from '@qa/shared/kernel/subscriptions/use-subscription-click';
import { Box, HStack, Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Button } from '@qa/shared/ui/primitives/Button';
import { Card, CardGrid } from '@qa/shared/ui/primitives/Card';
import { CardTitle, PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { ErrorState, Loading } from '@qa/shared/ui/primitives/PageStates';
import { CardsSkeleton } from '../components/CardsSkeleton';
import { usePlans } from '@qa/shared/data/plans';

const day = (iso: unknown) => (typeof iso === 'string' ? formatDate(iso) : null);

export default function ProfilePlanPage() {
  useDocumentTitle('Your plan');
  const subscription = useCurrentSubscription();
  const plans = usePlans();
  const choose = useSubscriptionClick();
  const current = subscription.data;
  const failed = subscription.error ?? plans.error;

  return (
    <PageContainer>
      <Stack gap="6" maxW="4xl">
        <BackLink text="Profile" to={href('profile')} showLogo={false} />
        <PageTitle>Your plan</PageTitle>
        {failed ? (
          <ErrorState
            title="Your plan could not be loaded"
            error={failed}
            onRetry={() => void Promise.all([subscription.refetch(), plans.refetch()])}
          />
        ) : !current || !plans.data ? (
          <Loading label="Loading your plan">
            <CardsSkeleton heights={['32', '48']} />
          </Loading>
        ) : (
          <>
            <Box p={{ base: 5, md: 6 }} rounded="2xl" bg="brand.50" borderWidth="1px" borderColor="brand.100">
              <Stack gap="2">
                <HStack gap="2">
                  <CardTitle as="h2">{current.plan.name}</CardTitle>
                  <Badge tone="success">{String(current['status'] ?? 'active')}</Badge>
                </HStack>
                <Text>
                  {current.plan.isFree ? (
                    'Free forever: the first course of every career path.'
                  ) : (
                    <>
                      <Price amount={current.plan.price} /> {formatPeriod(current.plan.period)}
                    </>
                  )}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {day(current['startedAt']) ? `Since ${day(current['startedAt'])}` : ''}
                  {day(current['expiresAt']) ? ` · renews or ends on ${day(current['expiresAt'])}` : ''}
                </Text>
              </Stack>
            </Box>
            <Stack as="section" aria-labelledby="other-plans" gap="4">
              <SectionHeading id="other-plans">Change plan</SectionHeading>
              <CardGrid>
                {plans.data
                  .filter((plan) => !plan.isFree && plan.id !== current.plan.id)
                  .map((plan) => (
                    <Card as="li" key={plan.id}>
                      <CardTitle>{plan.name}</CardTitle>
                      <Text fontSize="2xl" fontWeight="bold">
                        <Price amount={plan.price} />{' '}
                        <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                          {formatPeriod(plan.period)}
                        </Text>
                      </Text>
                      <Text fontSize="sm" color="fg.muted" flex="1">
                        {plan.description}
                      </Text>
                      <Button onClick={() => choose(plan)} aria-label={`Choose ${plan.name}`}>
                        Choose
                      </Button>
                    </Card>
                  ))}
              </CardGrid>
            </Stack>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
