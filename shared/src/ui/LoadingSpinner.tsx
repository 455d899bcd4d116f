import { Flex, Spinner, VisuallyHidden } from '@qa/shared/ui/kit';

export interface LoadingSpinnerProps {
  /** page: fills the viewport (the default); section: fills its container. */
  kind?: 'page' | 'section';
  label?: string;
}

/** The loading spinner of spec §2, used as the lazy-route fallback. */
export function LoadingSpinner({ kind = 'page', label = 'Loading' }: LoadingSpinnerProps) {
  return (
    <Flex role="status" align="center" justify="center" minH={kind === 'page' ? '60vh' : '160px'} w="100%">
      <Spinner size={kind === 'page' ? 'xl' : 'md'} color="brand.500" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Flex>
  );
}
