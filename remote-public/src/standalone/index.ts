// Async boundary, as in the shell: shared singletons are negotiated before the app runs.
import('./bootstrap');
