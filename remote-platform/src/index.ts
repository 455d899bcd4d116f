// An async boundary: shared singletons must not be consumed eagerly (docs/architecture.md).
import('./bootstrap');
