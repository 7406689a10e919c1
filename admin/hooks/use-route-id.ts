/**
 * The numeric `:id` of the current route, 0 when there is none (create
 * screens, lists of every event).
 */
import { useParams } from 'wouter';

export function useRouteId(): number {
	const { id } = useParams< { id?: string } >();
	return Number( id ?? 0 ) || 0;
}
