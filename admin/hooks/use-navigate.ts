/**
 * Moves between dashboard screens (hash routes).
 */
import { useLocation } from 'wouter';

export function useNavigate(): (
	to: string,
	options?: { replace?: boolean }
) => void {
	const [ , navigate ] = useLocation();
	return navigate;
}
