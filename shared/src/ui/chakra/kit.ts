/**
 * The UI kit: the only door to Chakra for every app (docs/architecture.md "Shared code in layers").
 * It is shared as one singleton module; sharing `@chakra-ui/react` itself would ship the
 * whole library untree-shaken. Add a piece here when an app needs it, nothing more.
 */
export {
  Badge,
  Box,
  Button,
  chakra,
  ChakraProvider,
  createSystem,
  defineConfig,
  Container,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
