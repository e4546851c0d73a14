import { useParams, useSearchParams } from 'react-router-dom';
import { positiveInt } from './positiveInt';

export { positiveInt };

/** A path parameter (e.g. `:idEvent`) as a positive integer, or undefined when it is not one. */
export function useIdParam(name: string): number | undefined {
  const params = useParams();
  return positiveInt(params[name]);
}

/** A query parameter (e.g. `?admin=`, `?id_event=`) as a positive integer, or undefined. */
export function useIdSearchParam(name: string): number | undefined {
  const [searchParams] = useSearchParams();
  return positiveInt(searchParams.get(name));
}
