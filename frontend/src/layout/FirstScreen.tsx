import { Loading } from '../components/Spinner';
import { ShellSkeleton } from './ShellSkeleton';

/** The value of #root's `data-prerendered` in the signed-in document (build/prerender.mjs). */
export const SHELL_MARK = 'shell';

// Read once, before the first render: what the document drew is what hydration must find.
const shellDocument =
  typeof document !== 'undefined' &&
  document.getElementById('root')?.dataset.prerendered === SHELL_MARK;

/**
 * The root route's HydrateFallback, shown while the first address's route modules load: the
 * signed-in frame when the document was prerendered with it (the client hydrates it), else the
 * spinner as before.
 */
export function FirstScreen() {
  return shellDocument ? <ShellSkeleton /> : <Loading />;
}
