// An async boundary: shared singletons must not be consumed eagerly (DESIGN.md).
import('./bootstrap');
